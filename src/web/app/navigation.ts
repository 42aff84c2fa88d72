import type { PageRoute } from '../../shared/routes.ts';

export interface NavItem {
  label: string;
  to: PageRoute;
  description: string;
}

export interface NavGroup {
  label: 'Create' | 'Explore' | 'Resources';
  items: NavItem[];
}

/** Header menu groups, in the order and with the items docs/spec.md §2 gives. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Create',
    items: [
      { label: 'Generate', to: '/generate', description: 'Turn an idea into a cover' },
      { label: 'Prompt Studio', to: '/prompt-studio', description: 'Shape and refine your prompt' },
      { label: 'Templates', to: '/templates', description: 'Start from a proven layout' },
      { label: 'Styles', to: '/styles', description: 'Presets for every genre' },
    ],
  },
  {
    label: 'Explore',
    items: [
      { label: 'Gallery', to: '/gallery', description: 'Covers from the community' },
      { label: 'Artists', to: '/artists', description: 'Featured musicians' },
      { label: 'Tools', to: '/tools', description: 'Helpers for your release' },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Pricing', to: '/pricing', description: 'Plans and credits' },
      { label: 'Blog', to: '/blog', description: 'Guides and stories' },
      { label: 'Contact', to: '/contact', description: 'Talk to the team' },
    ],
  },
];

export interface FooterLink {
  label: string;
  to: PageRoute;
}

export const FOOTER_PAGES: FooterLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Generate', to: '/generate' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Styles', to: '/styles' },
  { label: 'Artists', to: '/artists' },
  { label: 'Templates', to: '/templates' },
];

/** Every tool link leads to the Tools page (docs/spec.md §2, shared footer). */
export const FOOTER_TOOLS: FooterLink[] = [
  'Prompt Studio',
  'Album Mockup Builder',
  'AI Image Enhancer',
  'Artist Logo Generator',
  'Color Tone Assistant',
  'Moodboard Creator',
].map((label) => ({ label, to: '/tools' as const }));

export const FOOTER_COMPANY: FooterLink[] = [
  { label: 'About', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
  { label: 'API', to: '/api' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Refund Policy', to: '/refunds' },
];

/** Shown without links (docs/spec.md §2). */
export const FOOTER_FEATURES = [
  'Prompt refinement',
  'Two rendering engines',
  'Style presets',
  'Cover templates',
  'Community gallery',
  'Monthly plans',
];
