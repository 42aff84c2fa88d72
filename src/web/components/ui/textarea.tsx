import { forwardRef, type TextareaHTMLAttributes } from 'react';

/** A multi-line text field, styled like Input. 16px text keeps mobile browsers from zooming. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className = '', ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={`min-h-32 w-full resize-y rounded-xl border border-line-strong bg-ink px-4 py-3 text-base leading-relaxed text-paper transition-colors placeholder:text-subtle hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60 disabled:opacity-60 aria-invalid:border-danger ${className}`.trim()}
      {...props}
    />
  );
});
