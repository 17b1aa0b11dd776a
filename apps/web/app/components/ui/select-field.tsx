import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, FieldShell, useFieldIds } from './field-shell.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string | number; label: string }[];
  /** Offers an empty first choice, "Bitte wählen", for a value not chosen yet. */
  allowEmpty?: boolean;
  hint?: string;
  error?: string;
}

/** A native select: the most reliable single choice on phones and with screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, allowEmpty = false, hint, error, id, className = '', ...rest },
  ref,
) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} {...ids}>
      <select
        ref={ref}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass(error)}
        {...rest}
      >
        {allowEmpty && <option value="">{t('form.choose')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
