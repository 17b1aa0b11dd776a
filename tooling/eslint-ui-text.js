import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/**
 * Every user-facing string comes from the translation catalogs: JSX text, and the JSX attributes a
 * person reads or hears (labels, alternative texts, titles, placeholders), may not be literals.
 * Used by the lint run and by the test suite (apps/web/app/ui-text.test.ts).
 */
export const uiTextConfig = {
  files: ['apps/web/app/**/*.tsx'],
  languageOptions: { parser: tseslint.parser },
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label', 'lead'],
        },
        callees: { exclude: ['i18n(ext)?', 't', 'require', 'register', 'watch', 'setValue', 'getValues', 'navigate'] },
        // Symbols, codes and the brand name are not language.
        words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[·–—✓]', 'Laufbahn'] },
      },
    ],
  },
};
