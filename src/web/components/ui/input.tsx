import { forwardRef, type InputHTMLAttributes } from 'react';

/** A single-line text field. `aria-invalid` turns its border red. 16px text keeps mobile browsers from zooming. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = '', type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={`h-12 w-full rounded-xl border border-line-strong bg-ink px-4 text-base text-paper transition-colors placeholder:text-subtle hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60 disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/60 ${className}`.trim()}
      {...props}
    />
  );
});
