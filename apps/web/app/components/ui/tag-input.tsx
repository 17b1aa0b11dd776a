import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TagInputProps {
  label: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  maxLength: number;
  error?: string;
}

/** A list of short entries (skills): type one, press Enter or "Add"; each can be removed again. */
export function TagInput({ label, hint, value, onChange, max, maxLength, error }: TagInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const entry = draft.trim();
    if (!entry || value.length >= max) return;
    if (!value.some((v) => v.toLocaleLowerCase() === entry.toLocaleLowerCase())) onChange([...value, entry]);
    setDraft('');
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((entry) => (
            <li key={entry} className="flex items-center gap-1 rounded-full bg-surface py-1 pl-3 pr-1 text-sm">
              {entry}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== entry))}
                aria-label={t('tags.remove', { entry })}
                className="flex size-7 items-center justify-center rounded-full text-muted hover:bg-line hover:text-ink"
              >
                <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" stroke="currentColor" strokeWidth="1.5">
                  <path d="M2 2l8 8M10 2l-8 8" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={value.length >= max}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={`min-h-11 min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger' : 'border-line'}`}
        />
        <button
          type="button"
          onClick={add}
          className="min-h-11 rounded-md border border-brand px-4 font-semibold text-brand hover:bg-surface"
        >
          {t('tags.add')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
