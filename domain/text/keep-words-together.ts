import type { LanguageCode } from '../languages';

/**
 * Words a script's line breaker splits: Thai has no spaces between words, and Chromium's dictionary cut the
 * transliterated "เทโท" (teto) into เท / โท and the compound ตัวเอง ("oneself") into ตัว / เอง in the catalogue
 * heading. Each entry marks with "|" where a word joiner (U+2060, "no break here") goes; the joiner is invisible
 * and default-ignorable, so the text reads the same.
 */
const unbreakableWords: Partial<Record<LanguageCode, readonly string[]>> = {
  th: ['เอ|เกน', 'เท|โท', 'ตัว|เอง'],
};

const wordJoiner = '\u2060';

/** Metadata is read by crawlers and link previews, not laid out in lines: it keeps its plain text. */
const metadataKeys = new Set(['metaTitle', 'metaDescription', 'keywords']);

export function keepWordsTogether(text: string, language: LanguageCode): string {
  let result = text;
  for (const word of unbreakableWords[language] ?? []) {
    result = result.replaceAll(word.replaceAll('|', ''), word.replaceAll('|', wordJoiner));
  }
  return result;
}

/** The same for every text of a message catalog or a quiz's content, except its metadata. */
export function keepWordsTogetherInContent<Content>(content: Content, language: LanguageCode): Content {
  if (!unbreakableWords[language]) return content;
  const visit = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key !== undefined && metadataKeys.has(key) ? value : keepWordsTogether(value, language);
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, name)]));
    return value;
  };
  return visit(content) as Content;
}
