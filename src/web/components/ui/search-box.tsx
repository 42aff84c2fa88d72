import { Search } from 'lucide-react';
import type { FormEvent } from 'react';

/** A round search field with its icon, in a search form: the gallery's and the library's. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  onSubmit,
  placeholder,
  maxLength,
  className = '',
}: {
  id: string;
  /** Read by screen readers (the field shows a placeholder instead). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
  return (
    <form role="search" onSubmit={onSubmit} className={`relative w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-subtle" aria-hidden />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        className="h-12 w-full rounded-full border border-line-strong bg-ink-raised/80 pr-4 pl-12 text-base text-paper transition-colors placeholder:text-subtle hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60"
      />
    </form>
  );
}
