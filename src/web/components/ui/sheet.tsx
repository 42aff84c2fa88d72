import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

/** A panel that slides in from the right edge, with focus trapped inside while it is open. */
export function Sheet({ open, onOpenChange, title, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="animate-sheet-in fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col border-l border-line bg-ink-raised shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="font-display text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="grid size-10 place-items-center rounded-full text-muted hover:bg-white/5 hover:text-paper"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
