import type { LanguageCode } from '../languages';

/**
 * Western digits in all nine languages: the server and the browser must print the same text (a hydration
 * mismatch otherwise), and ICU versions disagree on Arabic's default digits (decision 0020).
 */
const numberingSystem = 'latn';

const percentFormats = new Map<LanguageCode, Intl.NumberFormat>();
const integerFormats = new Map<LanguageCode, Intl.NumberFormat>();
const decimalFormats = new Map<LanguageCode, Intl.NumberFormat>();

function formatOf(cache: Map<LanguageCode, Intl.NumberFormat>, language: LanguageCode, options: Intl.NumberFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { numberingSystem, maximumFractionDigits: 0, ...options });
    cache.set(language, format);
  }
  return format;
}

/** ICU versions differ between a no-break space and a narrow one (French); one of them on both sides. */
function normalizeSpaces(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/** A whole percentage (53 -> "53%", "53 %" in French, with direction marks in Arabic so it never reads "%53"). */
export function formatPercentage(percentage: number, language: LanguageCode): string {
  return normalizeSpaces(formatOf(percentFormats, language, { style: 'percent' }).format(percentage / 100));
}

/** A measured value with at most one decimal (an angle: 6.6), in the language's conventions. */
export function formatDecimal(value: number, language: LanguageCode): string {
  return normalizeSpaces(formatOf(decimalFormats, language, { maximumFractionDigits: 1 }).format(value));
}

/** A count or a question number in the language's conventions. */
export function formatInteger(value: number, language: LanguageCode): string {
  return normalizeSpaces(formatOf(integerFormats, language, {}).format(value));
}
