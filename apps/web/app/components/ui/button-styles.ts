export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverseOutline';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-brand bg-white text-brand hover:bg-surface',
  ghost: 'text-brand hover:bg-surface',
  inverse: 'bg-white text-brand hover:bg-surface',
  inverseOutline: 'border border-white text-white hover:bg-white/10',
};

/** The look of buttons and of links styled as buttons: one place, so both stay alike. */
export const buttonClass = (variant: ButtonVariant, extra = '') =>
  `inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
