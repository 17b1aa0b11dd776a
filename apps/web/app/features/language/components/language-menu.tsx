import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ButtonHTMLAttributes } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstItemWhenOpen } from '../../../components/ui/on-first-use.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@laufbahn/i18n/languages';

/** The language menu (Radix), loaded on first use by `language-switcher.tsx`, which draws its button. */
export function LanguageMenu({
  language,
  onPick,
  autoFocus,
  defaultOpen,
  focusFirstItem,
  trigger,
}: {
  language: Language;
  onPick: (next: Language) => void;
  autoFocus: boolean;
  defaultOpen: boolean;
  focusFirstItem: boolean;
  trigger: { props: ButtonHTMLAttributes<HTMLButtonElement> };
}) {
  const { t } = useTranslation('common');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstItemWhenOpen(content, defaultOpen && focusFirstItem), [defaultOpen, focusFirstItem]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger autoFocus={autoFocus} {...trigger.props} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-muted">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={language} onValueChange={(value) => onPick(value as Language)}>
            {LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={LANGUAGE_TAGS[code]}
                className="flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 text-base outline-none data-[highlighted]:bg-surface"
              >
                {LANGUAGE_NAMES[code]}
                <DropdownMenu.ItemIndicator aria-hidden="true">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
