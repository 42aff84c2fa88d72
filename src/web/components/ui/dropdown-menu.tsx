import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** A labelled menu button whose items are rendered by the caller (typically links). */
export function DropdownMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-paper/85 outline-none hover:bg-white/5 hover:text-paper focus-visible:bg-white/5 data-[state=open]:text-paper">
        {label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={10}
          className="animate-fade-in z-50 min-w-64 rounded-2xl border border-line bg-ink-overlay p-2 shadow-2xl"
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export const DropdownMenuItem = Menu.Item;
