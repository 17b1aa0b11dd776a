import { useId, type ReactNode } from 'react';

/** The ids that tie a control to its label, hint and error message. */
export function useFieldIds(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

/** Label above, hint and error below: the frame every form control of the app sits in. */
export function FieldShell({
  label,
  inputId,
  hint,
  hintId,
  error,
  errorId,
  className = '',
  children,
}: {
  label: ReactNode;
  inputId: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = (error?: string) =>
  `min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger' : 'border-line'}`;
