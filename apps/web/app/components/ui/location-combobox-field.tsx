import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocationSearch } from '../../lib/reference/taxonomies.ts';

import type { LocationComboboxProps } from './location-combobox.tsx';

/** Opens the suggestions once, when the field arrives with two letters typed into its stand-in already. */
export function OpenWithTypedText({ open }: { open: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (!open || done.current) return;
    done.current = true;
    state?.open(null, 'input');
  }, [open, state]);
  return null;
}

/**
 * City autocomplete over the GeoNames cities: type two letters, pick a suggestion by mouse or keyboard. Loaded when
 * a visitor first reaches the field (`location-combobox.tsx`), which hands over what was typed meanwhile.
 */
export function LocationComboboxField({
  label,
  value,
  onChange,
  countryId,
  error,
  hint,
  typed,
  autoFocus,
}: LocationComboboxProps & { typed: string; autoFocus: boolean }) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(typed);
  // Focused in the commit that replaces the stand-in, caret after the handed-over text: React Aria's own autoFocus
  // waits for an effect after paint, and a key pressed in between would land on the page instead of the field.
  const input = useRef<HTMLInputElement>(null);
  const focusOnArrival = useRef(autoFocus);
  useLayoutEffect(() => {
    const field = input.current;
    if (!focusOnArrival.current || !field) return;
    field.focus({ preventScroll: true });
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const search = useLocationSearch(text === value?.name ? '' : text, countryId);
  const items = (search.data ?? []).map((location) => ({
    id: location.geoCodeId,
    name: location.name,
    detail: location.region,
  }));
  const empty = search.isFetching
    ? t('loading')
    : search.isError
      ? t('location.noSuggestions')
      : t('location.notFound');
  return (
    <ComboBox
      className="flex flex-col gap-1.5"
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.name) onChange(null);
      }}
      selectedKey={value?.geoCodeId ?? null}
      onSelectionChange={(key) => {
        const item = items.find((candidate) => candidate.id === key);
        if (item) {
          onChange({ geoCodeId: item.id, name: item.name });
          setText(item.name);
        }
      }}
      items={items}
      // Open as soon as two letters are typed, saying "Laden …" until suggestions arrive: a list that
      // opened only on a keystroke would stay shut when the answer comes after the last one.
      allowsEmptyCollection={text.trim().length >= 2}
      menuTrigger="input"
      isInvalid={Boolean(error)}
    >
      <OpenWithTypedText open={autoFocus && typed !== (value?.name ?? '') && typed.trim().length >= 2} />
      <Label className="text-sm font-semibold">{label}</Label>
      <Input
        ref={input}
        className={`min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger' : 'border-line'}`}
      />
      {hint && (
        <Text slot="description" className="text-sm text-muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className="text-sm text-danger">
          {error}
        </Text>
      )}
      <Popover className="w-[--trigger-width] rounded-md border border-line bg-white shadow-lg">
        <ListBox
          className="max-h-72 overflow-auto p-1 outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-muted">{empty}</p>}
        >
          {(item: (typeof items)[number]) => (
            <ListBoxItem
              id={item.id}
              textValue={item.name}
              className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-surface data-[selected]:font-semibold"
            >
              {item.name}
              {item.detail && <span className="text-sm text-muted">{` · ${item.detail}`}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
