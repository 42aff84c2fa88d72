import { LoaderCircle, Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NEWSLETTER_FALLBACK, subscribeNewsletter } from './newsletter-api.ts';

/** Asked for when Subscribe is pressed with an empty field (the server checks the address itself). */
export const NEWSLETTER_EMPTY = 'Enter your email address.';

/** The newsletter sign-up: email and Subscribe; the server sends a confirmation link (double opt-in). */
export function NewsletterBox() {
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    if (!value) {
      setInvalid(true);
      toast.error(NEWSLETTER_EMPTY);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    const result = await subscribeNewsletter(value);
    setPending(false);
    if (!result.ok) {
      setInvalid(true);
      toast.error(result.message ?? NEWSLETTER_FALLBACK);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setEmail('');
    if (result.data.status === 'confirmation_sent') toast.success(result.data.message);
    else toast.info(result.data.message);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-card border border-line bg-ink-raised/70 px-6 py-10 sm:px-10"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-16 size-80 glow text-violet/15" />
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">
            <Mail className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id={headingId} className="font-display text-2xl font-bold tracking-tight">
              Get new guides in your inbox
            </h2>
            <p className="mt-1 max-w-md text-muted">
              Cover design tips, release checklists and new styles when we publish them. We’ll mail you a link to
              confirm first.
            </p>
          </div>
        </div>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex w-full flex-col gap-3 sm:flex-row lg:max-w-md"
        >
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setInvalid(false);
            }}
            disabled={pending}
            className="sm:flex-1"
          />
          <Button type="submit" size="lg" disabled={pending} className="h-12 shrink-0">
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {pending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      </div>
    </section>
  );
}
