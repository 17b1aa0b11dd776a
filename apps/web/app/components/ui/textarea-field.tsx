import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, FieldShell, useFieldIds } from './field-shell.tsx';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Current length, shown against `maxLength`. */
  length: number;
  maxLength: number;
  error?: string;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, length, maxLength, error, id, className = '', ...rest },
  ref,
) {
  const { t } = useTranslation('common');
  const hint = t('form.characters', { count: length, max: maxLength });
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} {...ids}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={6}
        aria-invalid={error || length > maxLength ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass(error)}
        {...rest}
      />
    </FieldShell>
  );
});
