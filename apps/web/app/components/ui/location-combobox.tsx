import { useId, useRef, useState, type ComponentType } from 'react';
import type { LocationComboboxField } from './location-combobox-field.tsx';

export interface LocationValue {
  geoCodeId: number;
  name: string;
}

export interface LocationComboboxProps {
  label: string;
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  /** Limits suggestions to one country. */
  countryId?: number | null;
  error?: string;
  hint?: string;
}

type Field = typeof LocationComboboxField;
let loaded: Field | undefined;
let loading: Promise<Field> | undefined;
const loadField = () =>
  (loading ??= import('./location-combobox-field.tsx').then((module) => (loaded = module.LocationComboboxField)));

const inputClass = (error?: string) =>
  `min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger' : 'border-line'}`;

/**
 * City autocomplete. The combo box (React Aria, the largest part of a search page's code) is fetched when the
 * pointer or the focus first reaches the field; until it is there, a plain labelled text field of the same look
 * stands in, keeps what is typed, and hands it and the focus over (docs/decisions/0042-widgets-on-first-use.md).
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { label, value, error, hint } = props;
  // The field once loaded, and whether the stand-in had the focus when it arrived.
  const [arrived, setArrived] = useState<{ Field: ComponentType<Parameters<Field>[0]>; focus: boolean } | undefined>(
    () => (loaded ? { Field: loaded, focus: false } : undefined),
  );
  const [typed, setTyped] = useState(value?.name ?? '');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  if (arrived) return <arrived.Field {...props} typed={typed} autoFocus={arrived.focus} />;
  const load = () =>
    void loadField().then((Field) => setArrived({ Field, focus: document.activeElement === input.current }));
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5" onPointerEnter={load}>
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass(error)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={load}
      />
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
