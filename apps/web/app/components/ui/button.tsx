import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/network-status.tsx';
import { buttonClass, type ButtonVariant } from './button-styles.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button says "Laden …" (translated) and ignores clicks. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the app: every action goes through it, so loading and offline behave the same
 * everywhere — while loading it ignores clicks, while offline it is disabled.
 */
export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <button
      {...rest}
      disabled={disabled || !online}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading || !navigator.onLine) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={buttonClass(variant, className)}
    >
      {loading ? t('loading') : children}
    </button>
  );
}
