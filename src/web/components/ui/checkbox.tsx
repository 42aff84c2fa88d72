import { Check } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes } from 'react';

/** A native checkbox drawn in the app's style; wrap it in a <label> with its text. */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function Checkbox({ className = '', ...props }, ref) {
    return (
      <span className={`relative inline-grid size-5 shrink-0 place-items-center ${className}`.trim()}>
        <input
          ref={ref}
          type="checkbox"
          className="peer size-5 cursor-pointer appearance-none rounded-md border border-line-strong bg-ink transition-colors checked:border-ember checked:bg-ember hover:border-paper/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember aria-invalid:border-danger"
          {...props}
        />
        <Check
          className="pointer-events-none absolute size-3.5 text-ink opacity-0 peer-checked:opacity-100"
          strokeWidth={3.5}
          aria-hidden
        />
      </span>
    );
  },
);
