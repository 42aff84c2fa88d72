import { LoaderCircle, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAuth } from '../auth/index.ts';
import { sendContactMessage } from './contact-api.ts';

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
}

type Required = 'name' | 'email' | 'message';
const REQUIRED: Required[] = ['name', 'email', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** Lengths the server accepts (src/shared/contracts/contact.ts). */
const MAX = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** The contact form (docs/spec.md §2, §5): name, email and message are required; the message goes to the team. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [missing, setMissing] = useState<Required[]>([]);
  const [sending, setSending] = useState(false);
  const fields = useRef<Partial<Record<Required, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const { user } = useAuth();
  const signedIn = user ? { name: user.displayName ?? user.name, email: user.email } : null;

  // A signed-in person is not asked who they are: their name and address fill in (still editable), once the
  // session is known, without overwriting anything already typed.
  const signedInKey = signedIn ? `${signedIn.name}\n${signedIn.email}` : null;
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (signedIn && filledFor !== signedInKey) {
    setFilledFor(signedInKey);
    setValues((v) => ({ ...v, name: v.name || signedIn.name, email: v.email || signedIn.email }));
  }

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (value.trim()) setMissing((m) => m.filter((k) => k !== key));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const empty = REQUIRED.filter((key) => !values[key].trim());
    setMissing(empty);
    if (empty.length > 0) {
      toast.error('Required fields missing', { description: 'Please fill in all required fields.' });
      fields.current[empty[0]!]?.focus();
      return;
    }
    setSending(true);
    const result = await sendContactMessage({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    });
    setSending(false);
    if (result.ok) {
      toast.success('Message Sent!', { description: "We'll get back to you as soon as possible." });
      setValues(signedIn ? { ...EMPTY, ...signedIn } : EMPTY);
      setMissing([]);
      return;
    }
    toast.error('Message not sent', { description: result.message });
  };

  const invalid = (key: Required) => (missing.includes(key) ? true : undefined);
  const star = (
    <span className="text-ember" aria-hidden>
      *
    </span>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Contact form"
      aria-busy={sending}
      className="flex flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-5 shadow-2xl backdrop-blur sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={<>Name {star}</>} htmlFor={`${id}-name`}>
          <Input
            ref={(el) => {
              fields.current.name = el;
            }}
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={MAX.name}
            value={values.name}
            aria-invalid={invalid('name')}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field label={<>Email {star}</>} htmlFor={`${id}-email`}>
          <Input
            ref={(el) => {
              fields.current.email = el;
            }}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={MAX.email}
            value={values.email}
            aria-invalid={invalid('email')}
            onChange={(e) => set('email', e.target.value)}
          />
        </Field>
      </div>
      <Field label="Subject" htmlFor={`${id}-subject`}>
        <Input
          id={`${id}-subject`}
          name="subject"
          maxLength={MAX.subject}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
        />
      </Field>
      <Field label={<>Message {star}</>} htmlFor={`${id}-message`}>
        <Textarea
          ref={(el) => {
            fields.current.message = el;
          }}
          id={`${id}-message`}
          name="message"
          required
          rows={7}
          maxLength={MAX.message}
          value={values.message}
          aria-invalid={invalid('message')}
          onChange={(e) => set('message', e.target.value)}
          placeholder="Tell us how we can help."
        />
      </Field>
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-subtle">
          Fields marked <span className="text-ember">*</span> are required.
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Send className="size-5" aria-hidden />
          )}
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
