import { useId, useMemo, useState, type ReactNode } from 'react';
import { RemovableChipList } from './removable-chip.tsx';

export interface CheckboxGroupOption {
  value: number;
  label: string;
}

/** A long list gets a filter box and shows what is chosen above it; all texts already translated. */
export interface CheckboxGroupFilter {
  label: string;
  /** Shown when the filter matches nothing. */
  noMatches: string;
  /** Heading of the chosen entries. */
  selectedLabel: string;
  /** Accessible name of the button that removes one chosen entry. */
  removeLabel: (option: string) => string;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  /** Below the legend: what to choose, and how many. */
  hint?: string;
  options: CheckboxGroupOption[];
  value: number[];
  onChange: (value: number[]) => void;
  /** At most this many; further boxes are disabled once reached. */
  max?: number;
  /** "3 of 10 chosen": announced politely as the choice changes. */
  countLabel?: (count: number) => string;
  filter?: CheckboxGroupFilter;
  /** Already translated. */
  error?: string;
  columns?: 1 | 2;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * Several choices out of a list, as native checkboxes in a fieldset: Tab and Space work everywhere, screen
 * readers announce the group. Long lists get a filter box (type to narrow, Tab into the matches).
 */
export function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onChange,
  max,
  countLabel,
  filter,
  error,
  columns = 1,
}: CheckboxGroupProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(value);
  const full = max !== undefined && value.length >= max;
  const visible = useMemo(() => {
    const folded = fold(query.trim());
    return folded ? options.filter((option) => fold(option.label).includes(folded)) : options;
  }, [options, query]);
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = countLabel ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (option: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  const selectedOptions = value
    .map((v) => options.find((option) => option.value === v))
    .filter((option): option is CheckboxGroupOption => option !== undefined);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1 font-serif text-xl">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {countLabel && (
        <p id={countId} className="text-sm font-semibold" aria-live="polite">
          {countLabel(value.length)}
        </p>
      )}
      {filter && selectedOptions.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold" id={`${id}-selected`}>
            {filter.selectedLabel}
          </p>
          <RemovableChipList
            labelledBy={`${id}-selected`}
            fallback={() => document.getElementById(`${id}-filter`)}
            items={selectedOptions.map((option) => ({
              key: option.value,
              text: option.label,
              label: filter.removeLabel(option.label),
              onRemove: () => toggle(option.value, false),
            }))}
          />
        </div>
      )}
      {filter && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-filter`} className="text-sm font-semibold">
            {filter.label}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the filter box narrows the list; it must not submit the form around it.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            className="min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base"
          />
        </div>
      )}
      <ul
        className={`grid gap-x-6 gap-y-1 ${columns === 2 ? 'sm:grid-cols-2' : ''} ${
          filter ? 'max-h-96 overflow-y-auto rounded-md border border-line p-2' : ''
        }`}
      >
        {visible.map((option) => {
          const inputId = `${id}-${option.value}`;
          const checked = chosen.has(option.value);
          return (
            <li key={option.value} className="flex items-start gap-3 py-1.5">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <label htmlFor={inputId} className={`leading-6 ${!checked && full ? 'text-muted' : ''}`}>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      {filter && (
        <p className="text-sm text-muted empty:hidden" role="status">
          {visible.length === 0 ? filter.noMatches : ''}
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
