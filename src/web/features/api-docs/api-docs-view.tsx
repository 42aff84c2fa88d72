import { Code2, FileJson, KeyRound, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../auth/index.ts';
import { useBrowserState } from '../../lib/use-browser-state.ts';
import {
  API_REQUESTS_PER_SECOND,
  apiBase,
  authExamples,
  endpoints,
  FREE_API_REQUESTS_PER_DAY,
  RATE_LIMITS,
  SDKS,
} from './api-examples.ts';
import { noteReturnPath } from '../../lib/return-to.ts';
import { AuthExample } from './auth-example.tsx';
import { EndpointList } from './endpoint-list.tsx';

const MAX_LIMIT = Math.max(...RATE_LIMITS.map((l) => l.perDay));

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id={id} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {intro && <p className="max-w-2xl leading-relaxed text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** API docs (/api, docs/spec.md §2): the public API's endpoints, authentication, limits and SDKs. */
export function ApiDocsView() {
  const { user } = useAuth();
  // The prerendered page shows paths; the browser fills in this site's address.
  const [origin] = useBrowserState(() => window.location.origin, '');
  const base = apiBase(origin);

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[8%] size-[30rem] glow text-violet/10" />
        <div className="absolute -top-24 right-[6%] size-[26rem] glow text-ember/10" />
      </div>
      <div className="container-page py-10 sm:py-14">
        <header className="flex max-w-3xl flex-col gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
            <Code2 className="size-4" aria-hidden />
            API docs
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            Album art from your own apps
          </h1>
          <p className="text-lg leading-relaxed text-muted text-pretty">
            Generate covers, list styles and templates, and upscale images for release from your label tools,
            distribution workflows or bots.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <ButtonLink
              to={user ? '/profile#api-keys' : '/signup'}
              size="lg"
              // After signing up, the new account lands on its API keys.
              onClick={() => {
                if (!user) noteReturnPath('/profile', '#api-keys');
              }}
            >
              <KeyRound className="size-5" aria-hidden />
              Get Your API Key
            </ButtonLink>
            <p className="text-sm text-muted">
              {user ? 'Create and revoke keys on your profile.' : 'Create an account, then a key on your profile.'}
            </p>
          </div>
        </header>

        <p
          role="note"
          className="mt-10 flex items-start gap-3 rounded-card border border-line bg-ink-raised/70 p-4 text-sm leading-relaxed text-paper sm:p-5"
        >
          <FileJson className="mt-0.5 size-5 shrink-0 text-lime" aria-hidden />
          <span>
            The API is live. Its full contract is the{' '}
            <a className="tap-inline underline underline-offset-4 hover:text-lime" href="/api/v1/openapi.json">
              OpenAPI 3.1 document
            </a>
            , which this page is built from: every field, answer and error below is in it. Errors always answer{' '}
            <code className="font-mono text-xs">{'{ "error": { "code", "message" } }'}</code>.
          </span>
        </p>

        <div className="mt-12 flex flex-col gap-14">
          <Section
            id="api-endpoints"
            title="Endpoints"
            intro={
              <>
                Every endpoint lives under <code className="font-mono text-sm text-paper break-all">{base}</code> and
                answers JSON. Send an <code className="font-mono text-sm text-paper">Idempotency-Key</code> header with
                a POST to retry it safely: the same key and body within 24 hours get the first answer and are charged
                once.
              </>
            }
          >
            <EndpointList endpoints={endpoints(origin)} base={base} />
          </Section>

          <div className="grid grid-cols-1 gap-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
            <Section
              id="api-auth"
              title="Authentication"
              intro="Send your API key as a bearer token in the Authorization header of every request. Keep it secret: anyone with the key can spend your credits."
            >
              <AuthExample examples={authExamples(origin)} />
            </Section>

            <Section
              id="api-limits"
              title="Rate limits"
              intro={`Requests per day for each plan, shared by all of an account's keys; without a plan, ${FREE_API_REQUESTS_PER_DAY}. At most ${API_REQUESTS_PER_SECOND} a second. Every answer carries X-RateLimit-Limit, -Remaining and -Reset; past a limit, 429 with Retry-After (running out of credits is a 402).`}
            >
              <ul className="flex flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-5 sm:p-6">
                {RATE_LIMITS.map((limit) => (
                  <li key={limit.plan} className="flex flex-col gap-2">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-semibold">{limit.name}</span>
                      <span className="text-sm text-muted tabular-nums">{limit.perDay} requests/day</span>
                    </div>
                    <div className="h-2.5 overflow-hidden rounded-full bg-line" aria-hidden>
                      <div
                        data-testid={`rate-bar-${limit.plan}`}
                        className="h-full rounded-full bg-gradient-to-r from-ember to-violet"
                        style={{ width: `${(limit.perDay / MAX_LIMIT) * 100}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          </div>

          <Section
            id="api-sdks"
            title="SDKs"
            intro="The TypeScript SDK serves JavaScript and Node.js; the others are planned. Until they ship, any OpenAPI client generator works with the document above."
          >
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {SDKS.map((sdk) => (
                <li key={sdk.name} className="flex flex-col gap-3 rounded-card border border-line bg-ink-raised/70 p-5">
                  <div className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-2 font-display text-lg font-bold">
                      <Package className="size-5 text-ember" aria-hidden />
                      {sdk.name}
                    </span>
                    <span className="rounded-full border border-line-strong px-2.5 py-0.5 text-xs font-medium text-muted">
                      {sdk.available ? 'Available' : 'Planned'}
                    </span>
                  </div>
                  <p className="text-sm leading-relaxed text-muted">{sdk.description}</p>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </section>
  );
}
