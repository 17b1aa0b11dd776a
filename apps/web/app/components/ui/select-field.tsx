import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, FieldShell, useFieldIds } from './field-shell.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string | number; label: string }[];
  /** The first, empty choice ("please choose"); omitted when a value is required and always set. */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/** A native select: the most reliable single choice on phones and with screen readers. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, hint, error, id, className = '', ...rest },
  ref,
) {
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
