import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** The round × in a modal's top-right corner (Radix Dialog.Close). */
export function ModalClose({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.Close
      className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-muted hover:bg-white/5 hover:text-paper"
      aria-label="Close"
      disabled={disabled}
    >
      <X className="size-5" aria-hidden />
    </Dialog.Close>
  );
}
