import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A line under the label that says more; read with the checkbox. */
  hint?: string;
  error?: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 size-5 shrink-0 accent-brand"
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm leading-6">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
