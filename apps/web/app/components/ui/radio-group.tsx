import { useId, type ReactNode } from 'react';

export interface RadioGroupOption {
  value: string;
  label: string;
  /** A sentence or two under the label, read out with the choice. */
  description?: ReactNode;
}

export interface RadioGroupProps {
  legend: ReactNode;
  /** The form field's name: the radios of one group share it. */
  name: string;
  options: RadioGroupOption[];
  /** Null: nothing chosen yet. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** Already translated. */
  error?: string;
  /** Options as bordered cards (for choices with descriptions) or as a plain list. */
  appearance?: 'cards' | 'list';
  /** Visually smaller legend, for a group inside a larger form. */
  legendClassName?: string;
}

/**
 * One choice out of a few, as native radio buttons in a fieldset: arrow keys move between the choices,
 * screen readers announce the group and each description.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  appearance = 'list',
  legendClassName = 'mb-1 font-serif text-xl',
}: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy}>
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={`flex flex-col ${appearance === 'cards' ? 'gap-3' : 'gap-1'}`}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${inputId}-description` : undefined;
          const checked = value === option.value;
          return (
            <div
              key={option.value}
              className={
                appearance === 'cards'
                  ? `flex items-start gap-3 rounded-lg border p-4 ${checked ? 'border-brand bg-surface' : 'border-line bg-white'}`
                  : 'flex items-start gap-3 py-1.5'
              }
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-describedby={descriptionId}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <div className="flex flex-col gap-1">
                <label htmlFor={inputId} className={appearance === 'cards' ? 'font-semibold leading-6' : 'leading-6'}>
                  {option.label}
                </label>
                {option.description && (
                  <p id={descriptionId} className="text-sm leading-relaxed text-muted">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
