import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

type Part = 'day' | 'month' | 'year';
export type DateParts = Partial<Record<Part, number>>;

export interface DatePartsFieldProps<T extends DateParts> {
  legend: string;
  parts: readonly Part[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** Years offered, newest first. */
  years: { from: number; to: number };
  /** Shown under the choices and announced with the group. */
  hint?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A date as separate choices (day, month, year; or month and year for careers): quick on phones, no
 * locale-dependent typing, and each part announced by its own label.
 */
export function DatePartsField<T extends DateParts>({
  legend,
  parts,
  value,
  onChange,
  years,
  hint,
  error,
  disabled,
  name,
}: DatePartsFieldProps<T>) {
  const { t } = useTranslation('common');
  const { formatLocale } = useRootData();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const monthName = dateTimeFormat(formatLocale, { month: 'long', timeZone: 'UTC' });
  const options: Record<Part, { value: number; label: string }[]> = {
    day: Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
    month: Array.from({ length: 12 }, (_, i) => ({
      value: i + 1,
      label: monthName.format(new Date(Date.UTC(2000, i, 1))),
    })),
    year: Array.from({ length: years.to - years.from + 1 }, (_, i) => ({
      value: years.to - i,
      label: String(years.to - i),
    })),
  };
  const change = (part: Part, raw: string) => {
    const next = { ...(value ?? {}), [part]: raw === '' ? undefined : Number(raw) } as T;
    const empty = parts.every((p) => next[p] === undefined);
    onChange(empty ? null : next);
  };
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy} data-name={name}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex gap-2">
        {parts.map((part) => (
          <div key={part} className={part === 'month' ? 'flex-[2]' : 'flex-1'}>
            <label htmlFor={`${id}-${part}`} className="sr-only">
              {t(`form.dateParts.${part}`)}
            </label>
            <select
              id={`${id}-${part}`}
              value={value?.[part] ?? ''}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => change(part, event.target.value)}
              className={`min-h-11 w-full rounded-md border bg-white px-2 py-2 text-base ${error ? 'border-danger' : 'border-line'}`}
            >
              <option value="">{t(`form.dateParts.${part}`)}</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
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
    </fieldset>
  );
}
