import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { labelledTrigger, MenuOnDemand } from '../../components/ui/menu-on-demand.tsx';
import { AccountMenu } from '../../features/auth/account-menu-button.tsx';
import { CreditsBadge } from '../../features/auth/account-ui.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useScrolled } from '../../lib/use-scrolled.ts';
import { toast } from '../../lib/toast.tsx';
import { NAV_GROUPS } from '../navigation.ts';

const NavMenu = lazy(() => import('./nav-menu.tsx'));
const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

/** Fixed top bar: transparent at the top of the page, translucent once it has scrolled 20px. */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The mobile menu's code (a Radix dialog) loads on the first tap of its button, not with every page.
  const [sheetWanted, setSheetWanted] = useState(false);
  const { loading, user, credits, signOut } = useAuth();

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-300 ${
        scrolled ? 'border-line/80 bg-ink/75 backdrop-blur-xl' : 'border-transparent bg-transparent'
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLogo />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_GROUPS.map((group) => (
            <MenuOnDemand
              key={group.label}
              trigger={labelledTrigger(group.label)}
              renderMenu={(opening) => <NavMenu group={group} {...opening} />}
            />
          ))}
        </nav>

        {/* Nothing until the session is known, so neither set of buttons flashes. The credits stay in sight at
            every width (on phones too, not only inside the menu). */}
        <div className="flex items-center justify-end gap-2 lg:min-w-44">
          {loading ? null : user ? (
            <>
              <CreditsBadge credits={credits} />
              <div className="hidden lg:block">
                <AccountMenu user={user} onSignOut={() => void signOut()} />
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                Get Started
              </ButtonLink>
            </div>
          )}
          <button
            type="button"
            className="grid size-11 place-items-center rounded-full text-paper hover:bg-white/5 lg:hidden"
            aria-label="Open menu"
            aria-expanded={sheetOpen}
            onClick={() => {
              // The menu covers the page; a toast left over would sit on top of it.
              toast.dismiss();
              setSheetWanted(true);
              setSheetOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>

      {sheetWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={sheetOpen} onOpenChange={setSheetOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
