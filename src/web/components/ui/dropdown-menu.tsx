import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** The floating panel of a menu, in a portal. */
export function DropdownMenuContent({ className = '', ...props }: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={10}
        className={`animate-fade-in z-50 min-w-64 rounded-2xl border border-line bg-ink-overlay p-2 shadow-2xl ${className}`.trim()}
        {...props}
      />
    </Menu.Portal>
  );
}

/** A labelled menu button whose items are rendered by the caller (typically links). */
export function DropdownMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-paper/85 outline-none hover:bg-white/5 hover:text-paper focus-visible:bg-white/5 data-[state=open]:text-paper">
        {label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </Menu.Trigger>
      <DropdownMenuContent align="start">{children}</DropdownMenuContent>
    </Menu.Root>
  );
}

export const DropdownMenuRoot = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuItem = Menu.Item;
export const DropdownMenuLabel = Menu.Label;

export function DropdownMenuSeparator() {
  return <Menu.Separator className="mx-1 my-1.5 h-px bg-line" />;
}

/** Classes for a one-line menu item (link or action). */
export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-paper outline-none select-none data-[highlighted]:bg-white/6';
