import { useRef, useState, type ComponentType } from 'react';
import type { TitleComboboxField } from './title-combobox-field.tsx';

export interface TitleComboboxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen (mouse, Enter or touch): search for it at once. */
  onPick: (title: string) => void;
  placeholder?: string;
}

type Field = typeof TitleComboboxField;
let loaded: Field | undefined;
let loading: Promise<Field> | undefined;
const loadField = () =>
  (loading ??= import('./title-combobox-field.tsx').then((module) => (loaded = module.TitleComboboxField)));

/**
 * The keyword box. The combo box is fetched when the pointer or the focus first reaches it; until then a plain
 * labelled text field (`name="q"`, so the form works before it arrives) stands in and hands over the focus
 * (docs/decisions/0042-widgets-on-first-use.md).
 */
export function TitleCombobox(props: TitleComboboxProps) {
  const { label, value, onChange, placeholder } = props;
  const [arrived, setArrived] = useState<{ Field: ComponentType<Parameters<Field>[0]>; focus: boolean } | undefined>(
    () => (loaded ? { Field: loaded, focus: false } : undefined),
  );
  const input = useRef<HTMLInputElement>(null);
  if (arrived) return <arrived.Field {...props} autoFocus={arrived.focus} />;
  const load = () =>
    void loadField().then((Field) => setArrived({ Field, focus: document.activeElement === input.current }));
  return (
    <div className="flex min-w-0 flex-col gap-1.5" onPointerEnter={load}>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{label}</span>
        <input
          ref={input}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          autoComplete="off"
          placeholder={placeholder}
          className="min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={load}
        />
      </label>
    </div>
  );
}
