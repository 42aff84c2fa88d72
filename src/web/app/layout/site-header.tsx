import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { toast } from 'sonner';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuItem } from '../../components/ui/dropdown-menu.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { AccountMenu, CreditsBadge, UserAvatar } from '../../features/auth/account-ui.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useScrolled } from '../../lib/use-scrolled.ts';
import { NAV_GROUPS } from '../navigation.ts';

const sheetLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 text-base font-medium hover:bg-white/5 ${isActive ? 'text-ember' : 'text-paper'}`;

/** Fixed top bar: transparent at the top of the page, translucent once it has scrolled 20px. */
export function SiteHeader() {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const [sheetOpen, setSheetOpen] = useState(false);
  const close = () => setSheetOpen(false);
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
            <DropdownMenu key={group.label} label={group.label}>
              {group.items.map((item) => (
                <DropdownMenuItem key={item.to} asChild>
                  <Link
                    to={item.to}
                    className="flex flex-col rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-white/6"
                  >
                    <span className="text-sm font-semibold text-paper">{item.label}</span>
                    <span className="text-xs text-muted">{item.description}</span>
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenu>
          ))}
        </nav>

        {/* Nothing until the session is known, so neither set of buttons flashes. The credits stay in sight at
            every width (on phones too, not only inside the menu). */}
        <div className="flex items-center justify-end gap-2 lg:min-w-44">
          {loading ? null : user ? (
            <>
              <CreditsBadge count={credits?.credit_count} />
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
              setSheetOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>

      <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title="Menu">
        <nav aria-label="Mobile" className="flex flex-col gap-7">
          {!loading && user ? (
            <div className="flex items-center gap-3 rounded-2xl border border-line bg-ink/60 p-3">
              <UserAvatar email={user.email} image={user.image} />
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
                <p className="w-full truncate text-sm text-muted">{user.email}</p>
                <CreditsBadge count={credits?.credit_count} size="sm" />
              </div>
            </div>
          ) : null}
          {NAV_GROUPS.map((group) => (
            <section key={group.label}>
              <h2 className="mb-2 text-xs font-semibold tracking-[0.18em] text-subtle uppercase">{group.label}</h2>
              <ul className="flex flex-col">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} onClick={close} className={sheetLinkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {loading ? null : user ? (
            <section className="flex flex-col gap-3 border-t border-line pt-6">
              <h2 className="text-xs font-semibold tracking-[0.18em] text-subtle uppercase">Account</h2>
              <ul className="-mt-1 flex flex-col">
                <li>
                  <NavLink to="/profile" onClick={close} className={sheetLinkClass}>
                    Profile
                  </NavLink>
                </li>
                <li>
                  <Link to="/pricing" onClick={close} className={sheetLinkClass({ isActive: false })}>
                    Get Credits
                  </Link>
                </li>
              </ul>
              <Button
                variant="secondary"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <LogOut className="size-4" aria-hidden />
                Sign Out
              </Button>
            </section>
          ) : (
            <div className="flex flex-col gap-2 border-t border-line pt-6">
              <ButtonLink to="/login" variant="secondary" onClick={close}>
                Login
              </ButtonLink>
              <ButtonLink to="/signup" onClick={close}>
                Get Started
              </ButtonLink>
            </div>
          )}
        </nav>
      </Sheet>
    </header>
  );
}
