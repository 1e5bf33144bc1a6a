import type { LanguageCode } from '../../domain/languages';
import arabic400 from '@fontsource/noto-sans-arabic/400.css?url';
import arabic700 from '@fontsource/noto-sans-arabic/700.css?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/400.css?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/700.css?url';
import japanese400 from '@fontsource/noto-sans-jp/400.css?url';
import japanese700 from '@fontsource/noto-sans-jp/700.css?url';
import korean400 from '@fontsource/noto-sans-kr/400.css?url';
import korean700 from '@fontsource/noto-sans-kr/700.css?url';
import chinese400 from '@fontsource/noto-sans-sc/400.css?url';
import chinese700 from '@fontsource/noto-sans-sc/700.css?url';
import thai400 from '@fontsource/noto-sans-thai/400.css?url';
import thai700 from '@fontsource/noto-sans-thai/700.css?url';
import latin400 from '@fontsource/noto-sans/latin-400.css?url';
import latin700 from '@fontsource/noto-sans/latin-700.css?url';

/**
 * Each page links only its own language's font. The CJK fonts are split into unicode-range chunks, so the
 * browser fetches just the chunks the page's characters fall in.
 */
export const fontStylesheets: Record<LanguageCode, readonly string[]> = {
  ko: [korean400, korean700],
  ja: [japanese400, japanese700],
  zh: [chinese400, chinese700],
  th: [thai400, thai700],
  hi: [devanagari400, devanagari700],
  ar: [arabic400, arabic700],
  en: [latin400, latin700],
  es: [latin400, latin700],
  fr: [latin400, latin700],
};
