import { Clock, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SocialIcons } from '../../components/social-icons.tsx';

export const SUPPORT_EMAIL = 'support@soundsleeve.app';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-card border border-line bg-ink-raised/70 p-5 sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">{icon}</span>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="font-display text-lg font-bold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** The side panel of the contact page (docs/spec.md §2): contact details, social links and office hours. */
export function ContactDetails() {
  return (
    <aside aria-label="Other ways to reach us" className="flex flex-col gap-4">
      <Panel icon={<Mail className="size-5" aria-hidden />} title="Contact details">
        <p className="text-sm text-muted">Write to us directly at</p>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="w-fit font-medium break-all text-paper underline decoration-line-strong underline-offset-4 hover:decoration-ember"
        >
          {SUPPORT_EMAIL}
        </a>
      </Panel>
      <Panel icon={<MessageCircle className="size-5" aria-hidden />} title="Follow us">
        <p className="text-sm text-muted">New covers, tips and releases from the community.</p>
        <div className="mt-1">
          <SocialIcons />
        </div>
      </Panel>
      <Panel icon={<Clock className="size-5" aria-hidden />} title="Office hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Mon-Fri</dt>
          <dd className="text-paper">9:00-6:00 EST</dd>
        </dl>
        <p className="text-sm text-muted">Weekend messages answered on Monday.</p>
      </Panel>
    </aside>
  );
}
