import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Endpoint, HttpMethod } from './api-examples.ts';
import { CodeBlock } from './code-block.tsx';

const METHOD_CLASS: Record<HttpMethod, string> = {
  GET: 'bg-lime/15 text-lime',
  POST: 'bg-ember/15 text-ember-strong',
};

/** Text from the OpenAPI document, whose `backticked` parts are code. */
function InlineCode({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 ? (
      <code key={i} className="font-mono text-xs text-paper">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** The endpoint cards: collapsible, one open at a time (opening one closes the other). */
export function EndpointList({ endpoints, base }: { endpoints: Endpoint[]; base: string }) {
  const [open, setOpen] = useState<string | null>(endpoints[0]?.id ?? null);
  return (
    <ul className="flex flex-col gap-3">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <EndpointCard
            endpoint={endpoint}
            base={base}
            open={open === endpoint.id}
            onToggle={() => setOpen((current) => (current === endpoint.id ? null : endpoint.id))}
          />
        </li>
      ))}
    </ul>
  );
}

function EndpointCard({
  endpoint,
  base,
  open,
  onToggle,
}: {
  endpoint: Endpoint;
  base: string;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <article
      className={`rounded-card border bg-ink-raised/70 transition-colors ${open ? 'border-line-strong' : 'border-line'}`}
    >
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-card p-4 text-left sm:gap-4 sm:p-5"
        >
          <span
            className={`w-14 shrink-0 rounded-md py-1 text-center font-mono text-xs font-bold ${METHOD_CLASS[endpoint.method]}`}
          >
            {endpoint.method}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
            <span className="font-mono text-sm font-semibold break-all text-paper">{endpoint.path}</span>
            <span className="text-sm text-muted">{endpoint.title}</span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="flex flex-col gap-5 border-t border-line p-4 sm:p-5"
      >
        <p className="text-sm leading-relaxed text-muted">
          <InlineCode text={endpoint.description} />{' '}
          <span className="font-mono text-xs break-all text-subtle">
            {endpoint.method} {base}
            {endpoint.path}
          </span>
        </p>
        <div className="flex flex-col gap-4">
          <CodeBlock caption="Request" label={endpoint.request.label} code={endpoint.request.code} />
          <CodeBlock caption="Response · 200 OK" label={endpoint.response.label} code={endpoint.response.code} />
        </div>
        {endpoint.alsoInAnswer.length > 0 && (
          <p className="text-xs leading-relaxed text-subtle">
            Also in the answer: <span className="font-mono break-words">{endpoint.alsoInAnswer.join(', ')}</span>.
          </p>
        )}
        {endpoint.note && <p className="text-xs text-subtle">{endpoint.note}</p>}
        {endpoint.errors.length > 0 && (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold">Errors</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {endpoint.errors.map((error) => (
                <div key={error.status} className="contents">
                  <dt className="font-mono text-xs leading-5 font-semibold text-paper">{error.status}</dt>
                  <dd className="text-muted">
                    <InlineCode text={error.description} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </article>
  );
}
