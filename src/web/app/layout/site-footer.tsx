import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PRODUCT_NAME, SECONDARY_TAGLINE, TAGLINE } from '../../../shared/brand.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SocialIcons } from '../../components/social-icons.tsx';
import { FOOTER_COMPANY, FOOTER_FEATURES, FOOTER_PAGES, FOOTER_TOOLS, type FooterLink } from '../navigation.ts';

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 font-display text-sm font-bold tracking-wide text-paper">{title}</h2>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={`${link.label}-${link.to}`}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 min-w-11 items-center text-sm text-muted transition-colors hover:text-paper"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-ink-raised/60">
      <div className="container-page grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:grid-cols-4 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-5 md:col-span-4 lg:col-span-1">
          <BrandLogo />
          <p className="max-w-xs text-sm leading-relaxed text-muted">
            {TAGLINE}. {SECONDARY_TAGLINE}
          </p>
          <SocialIcons />
        </div>
        <LinkColumn title="Pages" links={FOOTER_PAGES} />
        <LinkColumn title="Tools" links={FOOTER_TOOLS} />
        <LinkColumn title="Company" links={FOOTER_COMPANY} />
        <section aria-labelledby="footer-features">
          <h2 id="footer-features" className="mb-4 font-display text-sm font-bold tracking-wide text-paper">
            Features
          </h2>
          {/* The same rhythm as the link columns beside it. */}
          <ul className="flex flex-col">
            {FOOTER_FEATURES.map((feature) => (
              <li key={feature} className="flex min-h-11 items-center text-sm text-muted">
                {feature}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-xs text-subtle">
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
