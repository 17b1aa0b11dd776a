import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-brand text-brand bg-white hover:bg-surface',
  ghost: 'text-brand hover:bg-surface',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While true the button says "Laden..." (translated) and ignores clicks. */
  loading?: boolean;
}

/** The one button of the app: every action goes through it, so loading behaves the same everywhere. */
export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
    >
      {loading ? t('loading') : children}
    </button>
  );
}
