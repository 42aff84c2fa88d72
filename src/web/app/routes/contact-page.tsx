import { Mail } from 'lucide-react';
import { ContactDetails } from '../../features/contact/contact-details.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Contact (/contact, docs/spec.md §2): the form, with contact details, social links and office hours beside it. */
export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[10%] size-[30rem] glow text-ember/10" />
        <div className="absolute -top-24 right-[8%] size-[26rem] glow text-violet/10" />
      </div>
      <div className="container-page py-10 sm:py-14">
        <header className="flex max-w-2xl flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
            <Mail className="size-4" aria-hidden />
            Contact
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            Talk to the team
          </h1>
          <p className="text-lg leading-relaxed text-muted text-pretty">
            Questions about credits, plans, a cover or a release? Send us a message and a person will answer.
          </p>
        </header>
        <div className="mt-10 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-10">
          <ContactForm />
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
