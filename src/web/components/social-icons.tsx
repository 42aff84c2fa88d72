import type { ReactNode } from 'react';

/** Brand glyphs drawn here (the icon set has none), so nothing is loaded from other hosts. */
const glyphs: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </>
  ),
  X: <path d="M4 4l16 16M20 4L4 20" />,
  SoundCloud: (
    <>
      <path d="M7 17h11a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6-1.2" />
      <path d="M3 17v-4M5 17v-6" />
    </>
  ),
};

export interface SocialLink {
  name: keyof typeof glyphs;
  href: string;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/soundsleeve' },
  { name: 'YouTube', href: 'https://www.youtube.com/@soundsleeve' },
  { name: 'X', href: 'https://x.com/soundsleeve' },
  { name: 'SoundCloud', href: 'https://soundcloud.com/soundsleeve' },
];

export function SocialIcons() {
  return (
    <ul className="flex gap-2">
      {SOCIAL_LINKS.map(({ name, href }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Soundsleeve on ${name}`}
            className="grid size-11 place-items-center rounded-full border border-line text-muted transition-colors hover:border-ember hover:text-paper"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-[18px]"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
            >
              {glyphs[name]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
