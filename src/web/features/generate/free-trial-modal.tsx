import * as Dialog from '@radix-ui/react-dialog';
import { Check, Sparkles } from 'lucide-react';
import { ModalClose } from '../../components/ui/modal-close.tsx';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

const BENEFITS = ['Unlimited generations', 'Priority processing', 'Access to premium styles'];

/** Shown to a signed-in user with no credits left instead of generating (docs/spec.md §2). */
export function FreeTrialModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-card border border-line bg-ink-raised shadow-2xl focus:outline-none">
          <div
            aria-hidden
            className="pointer-events-none absolute -top-24 left-1/2 size-64 -translate-x-1/2 glow text-ember/25"
          />
          <div className="relative flex flex-col gap-6 p-6 sm:p-8">
            <span className="grid size-12 place-items-center rounded-2xl bg-ember/15 text-ember">
              <Sparkles className="size-6" aria-hidden />
            </span>
            <div className="flex flex-col gap-2">
              <Dialog.Title className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
                Free Trial Ended
              </Dialog.Title>
              <Dialog.Description className="leading-relaxed text-muted">
                You have used all your free credits. Choose a plan to keep turning your sound into art.
              </Dialog.Description>
            </div>
            <ul className="flex flex-col gap-3" aria-label="What a plan gives you">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-center gap-3 text-paper">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-ember text-ink">
                    <Check className="size-3.5" strokeWidth={3} aria-hidden />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-3">
              <Button
                size="lg"
                className="w-full"
                onClick={() => {
                  onOpenChange(false);
                  void navigate('/pricing');
                }}
              >
                View Subscription Plans
              </Button>
              <Dialog.Close asChild>
                <Button variant="ghost" size="lg" className="w-full">
                  Maybe Later
                </Button>
              </Dialog.Close>
            </div>
          </div>
          {/* Last in the tab order, so focus starts on the main action. */}
          <ModalClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
