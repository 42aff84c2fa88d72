/** The header's menu on phones and tablets: a sheet from the right edge, loaded on the first tap of its button. */
import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { CreditsBadge, UserAvatar } from '../../features/auth/account-ui.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { NAV_GROUPS } from '../navigation.ts';

const sheetLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 text-base font-medium hover:bg-white/5 ${isActive ? 'text-ember' : 'text-paper'}`;

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { loading, user, credits, signOut } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-7">
        {!loading && user ? (
          <div className="flex items-center gap-3 rounded-2xl border border-line bg-ink/60 p-3">
            <UserAvatar email={user.email} image={user.image} />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
              <p className="w-full truncate text-sm text-muted">{user.email}</p>
              <CreditsBadge credits={credits} size="sm" />
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
  );
}
