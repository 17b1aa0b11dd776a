import { useTranslation } from 'react-i18next';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { OpenWithTypedText } from '../../../components/ui/location-combobox-field.tsx';
import { MIN_SUGGESTION_LENGTH, useTitleSuggestions } from '../api/title-suggestions.ts';
import type { TitleComboboxProps } from './title-combobox.tsx';

/**
 * The keyword box: free text, with job titles suggested from the second letter on (an ARIA combobox). Loaded when a
 * visitor first reaches the field (`title-combobox.tsx`).
 */
export function TitleComboboxField({
  label,
  value,
  onChange,
  onPick,
  placeholder,
  autoFocus,
}: TitleComboboxProps & { autoFocus: boolean }) {
  const { t } = useTranslation('jobs');
  const suggestions = useTitleSuggestions(value);
  const typing = value.trim().length >= MIN_SUGGESTION_LENGTH;
  const items = typing ? (suggestions.data ?? []).map((title) => ({ id: title })) : [];
  return (
    <ComboBox
      className="flex min-w-0 flex-col gap-1.5"
      inputValue={value}
      onInputChange={onChange}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (typeof key === 'string') {
          onChange(key);
          onPick(key);
        }
      }}
      items={items}
      allowsCustomValue
      // Open from the second letter, saying "Laden …" until suggestions arrive: a list that opened only on a
      // keystroke would stay shut when the answer comes after the last one.
      allowsEmptyCollection={typing}
      menuTrigger="input"
      autoFocus={autoFocus}
    >
      <OpenWithTypedText open={autoFocus && typing} />
      <Label className="text-sm font-semibold">{label}</Label>
      <Input
        name="q"
        placeholder={placeholder}
        className="min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base"
      />
      <Popover className="w-[--trigger-width] rounded-md border border-line bg-white shadow-lg">
        <ListBox
          className="max-h-72 overflow-auto p-1 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-muted">
              {suggestions.isFetching ? t('loading', { ns: 'common' }) : t('form.noSuggestions')}
            </p>
          )}
        >
          {(item: (typeof items)[number]) => (
            <ListBoxItem
              id={item.id}
              textValue={item.id}
              className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-surface"
            >
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
