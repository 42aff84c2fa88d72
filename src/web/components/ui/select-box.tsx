import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';

/**
 * A native select drawn in the app's style, with its chevron. `shape` sets its height, corners and fill: a pill among
 * page filters, or a field inside a panel.
 */
export function SelectBox({
  shape = 'pill',
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { shape?: 'pill' | 'field' }) {
  const look =
    shape === 'pill'
      ? 'h-11 rounded-full bg-ink-raised/60 pr-10 pl-4 transition-colors'
      : 'h-10 rounded-lg bg-ink-overlay pr-9 pl-3';
  return (
    <div className="relative">
      <select
        className={`w-full appearance-none border border-line-strong text-sm text-paper hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60 ${look} ${className}`}
        {...props}
      />
      <ChevronDown
        className={`pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted ${shape === 'pill' ? 'right-3.5' : 'right-3'}`}
        aria-hidden
      />
    </div>
  );
}
