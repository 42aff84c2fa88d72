import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { labelledTrigger, useFocusOnMount, type MenuOpening } from './menu-on-demand.tsx';

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

/**
 * A labelled menu button whose items are rendered by the caller (typically links). Loaded on demand (see
 * menu-on-demand.tsx), it starts as that placeholder asked: open, and with its trigger focused.
 */
export function DropdownMenu({
  label,
  children,
  defaultOpen,
  focusTrigger,
}: { label: string; children: ReactNode } & MenuOpening) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnMount(trigger, focusTrigger);
  const look = labelledTrigger(label);
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger ref={trigger} className={look.className}>
        {look.content}
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
