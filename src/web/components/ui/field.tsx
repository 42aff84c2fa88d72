import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import { Input } from './input.tsx';

export function Label({ className = '', ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={`text-sm font-medium text-paper ${className}`.trim()} {...props} />;
}

/** A labelled form control: the label above, an optional element (such as a link) at the label's right. */
export function Field({
  label,
  htmlFor,
  aside,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={htmlFor}>{label}</Label>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The id of a field's error message, for the control's aria-describedby. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** A field's error, under the control: what is wrong and how to put it right. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}

/** aria attributes tying a control to its error message, when it has one. */
export function describedByError(controlId: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(controlId) } : {};
}

/** A labelled text input with its error under it (and tied to it for screen readers). */
export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; error?: string; aside?: ReactNode }
>(function TextField({ id, label, error, aside, ...input }, ref) {
  return (
    <Field label={label} htmlFor={id} aside={aside}>
      <Input ref={ref} id={id} {...describedByError(id, error)} {...input} />
      <FieldError id={errorIdOf(id)} message={error} />
    </Field>
  );
});
