import { useRef } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';

/** A chosen value shown as a chip; the whole chip is the button that removes it. `label` names the removal. */
export function RemovableChip({ text, label, onRemove }: { text: string; label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="inline-flex min-h-9 items-center gap-2 rounded-full border border-brand bg-surface px-3 py-1 text-sm text-brand hover:bg-white"
    >
      <span>{text}</span>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" stroke="currentColor" strokeWidth="1.75">
        <path d="M2 2l8 8M10 2l-8 8" />
      </svg>
    </button>
  );
}

export interface ChipItem {
  key: string | number;
  text: string;
  /** Names the removal for screen readers ("Remove Munich"). */
  label: string;
  onRemove: () => void;
}

/**
 * Chosen values as a row of chips. A removed chip takes the keyboard focus with it, so it moves on to the chip
 * that took its place (or the one before it), and to `fallback` once none is left.
 */
export function RemovableChipList({
  items,
  fallback,
  labelledBy,
}: {
  items: ChipItem[];
  fallback: () => HTMLElement | null | undefined;
  labelledBy?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  if (items.length === 0) return null;
  return (
    <ul ref={list} className="flex flex-wrap gap-2" aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={item.key}>
          <RemovableChip
            text={item.text}
            label={item.label}
            onRemove={() => {
              item.onRemove();
              focusAfterRender(() => {
                const chips = list.current?.querySelectorAll<HTMLElement>('button');
                return chips?.length ? chips[Math.min(index, chips.length - 1)] : fallback();
              });
            }}
          />
        </li>
      ))}
    </ul>
  );
}
