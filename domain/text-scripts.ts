import type { LanguageCode } from './languages';

const scriptPatterns = {
  hangul: /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u,
  kana: /[\u3040-\u30ff]/u,
  han: /\p{Script=Han}/u,
  thai: /\p{Script=Thai}/u,
  devanagari: /\p{Script=Devanagari}/u,
  arabic: /\p{Script=Arabic}/u,
  latin: /\p{Script=Latin}/u,
} as const;

/** The script a text of each language must be written in (docs/spec/product-rules.md D1). */
const requiredScript: Record<LanguageCode, RegExp> = {
  ko: scriptPatterns.hangul,
  ja: /[\u3040-\u30ff]|\p{Script=Han}/u,
  zh: scriptPatterns.han,
  th: scriptPatterns.thai,
  hi: scriptPatterns.devanagari,
  ar: scriptPatterns.arabic,
  en: scriptPatterns.latin,
  es: scriptPatterns.latin,
  fr: scriptPatterns.latin,
};

/** Scripts that give away text left in another language (Hangul outside ko, kana in zh, and so on). */
const foreignScripts: Record<LanguageCode, RegExp[]> = {
  ko: [scriptPatterns.kana, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
  ja: [scriptPatterns.hangul, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
  zh: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
  th: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.devanagari, scriptPatterns.arabic],
  hi: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.thai, scriptPatterns.arabic],
  ar: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.thai, scriptPatterns.devanagari],
  en: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
  es: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
  fr: [scriptPatterns.hangul, scriptPatterns.kana, scriptPatterns.han, scriptPatterns.thai, scriptPatterns.devanagari, scriptPatterns.arabic],
};

/** Whether a text is written in its language's own script and carries none of another language's. */
export function isWrittenInScriptOf(text: string, language: LanguageCode): boolean {
  return requiredScript[language].test(text) && !foreignScripts[language].some((pattern) => pattern.test(text));
}

/** Every text in a content document with its path (`questions.q1.text`, `strengths[0]`), for the checks above. */
export function collectTexts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectTexts(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => collectTexts(child, path ? `${path}.${key}` : key));
  }
  return [];
}
