/** One of the header's menus ('Create', 'Explore', 'Resources'), loaded on demand by the site header. */
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuItem } from '../../components/ui/dropdown-menu.tsx';
import type { MenuOpening } from '../../components/ui/menu-on-demand.tsx';
import type { NavGroup } from '../navigation.ts';

export default function NavMenu({ group, ...opening }: { group: NavGroup } & MenuOpening) {
  return (
    <DropdownMenu label={group.label} {...opening}>
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
  );
}
