import type { LabelHTMLAttributes, ReactNode } from 'react';

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
