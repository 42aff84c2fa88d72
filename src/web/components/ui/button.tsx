import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 whitespace-nowrap';
const variants: Record<Variant, string> = {
  primary: 'bg-ember text-ink hover:bg-ember-strong',
  secondary: 'border border-line-strong bg-ink-raised text-paper hover:border-paper/60',
  ghost: 'text-paper/85 hover:text-paper hover:bg-white/5',
};
const sizes: Record<Size, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & StyleProps>(
  function Button({ variant, size, className = '', type = 'button', ...props }, ref) {
    return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
  },
);

/** A router link styled as a button. */
export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}

/** An external link styled as a button. */
export function ButtonAnchor({
  variant,
  size,
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps) {
  return <a className={buttonClass(variant, size, className)} {...props} />;
}
