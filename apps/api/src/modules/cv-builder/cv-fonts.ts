import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The CV's fonts, shipped in npm packages (Noto Sans and Noto Serif, SIL Open Font License), so that every
 * server renders the same glyphs whatever fonts its system has. Noto covers every letter of the six CV
 * languages (ä ö ü ß, é è ê ë ç œ, à ì ò ù, ñ, ĳ …) and the typographic quotes and dashes. pdfkit embeds
 * the subset a document uses, with a ToUnicode map, so the text stays selectable and searchable.
 */
export const CV_FONTS = {
  sans: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    italic: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  },
  serif: {
    regular: require.resolve('@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf'),
    italic: require.resolve('@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf'),
  },
} as const;

/** The family names Word shows for the DOCX, which embeds no fonts. */
export const DOCX_FONTS = { sans: 'Noto Sans', serif: 'Noto Serif' } as const;
