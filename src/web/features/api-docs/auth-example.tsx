import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { AUTH_LANGUAGES, type AuthLanguage } from './api-examples.ts';
import { CodeBlock } from './code-block.tsx';

const CAPTIONS: Record<AuthLanguage, string> = { curl: 'Terminal', javascript: 'generate.js', python: 'generate.py' };

/** The authentication example as tabs (curl, javascript, python), with the arrow keys moving between tabs. */
export function AuthExample({ examples }: { examples: Record<AuthLanguage, string> }) {
  const id = useId();
  const [active, setActive] = useState<AuthLanguage>('curl');
  const tabs = useRef<Partial<Record<AuthLanguage, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = AUTH_LANGUAGES.indexOf(active);
    const last = AUTH_LANGUAGES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const language = AUTH_LANGUAGES[next]!;
    setActive(language);
    tabs.current[language]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Example language"
        onKeyDown={onKeyDown}
        className="flex w-fit gap-1 rounded-full border border-line-strong bg-ink p-1"
      >
        {AUTH_LANGUAGES.map((language) => {
          const selected = language === active;
          return (
            <button
              key={language}
              ref={(el) => {
                tabs.current[language] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${language}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${language}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(language)}
              className={`h-9 rounded-full px-4 font-mono text-sm font-semibold transition-colors ${
                selected ? 'bg-paper text-ink' : 'text-muted hover:text-paper'
              }`}
            >
              {language}
            </button>
          );
        })}
      </div>
      {AUTH_LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-${language}-panel`}
          aria-labelledby={`${id}-${language}-tab`}
          hidden={language !== active}
        >
          <CodeBlock
            caption={CAPTIONS[language]}
            label={`${language} authentication example`}
            code={examples[language]}
          />
        </div>
      ))}
    </div>
  );
}
