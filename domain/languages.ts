export const languageCodes = ['ko', 'en', 'ja', 'zh', 'es', 'th', 'hi', 'fr', 'ar'] as const;

export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'ko';

export interface LanguageInfo {
  code: LanguageCode;
  nativeName: string;
  flag: string;
  /** og:locale value, e.g. ko_KR */
  locale: string;
  direction: 'ltr' | 'rtl';
}

export const languages: Readonly<Record<LanguageCode, LanguageInfo>> = {
  ko: { code: 'ko', nativeName: '한국어', flag: '🇰🇷', locale: 'ko_KR', direction: 'ltr' },
  en: { code: 'en', nativeName: 'English', flag: '🇺🇸', locale: 'en_US', direction: 'ltr' },
  ja: { code: 'ja', nativeName: '日本語', flag: '🇯🇵', locale: 'ja_JP', direction: 'ltr' },
  zh: { code: 'zh', nativeName: '中文', flag: '🇨🇳', locale: 'zh_CN', direction: 'ltr' },
  es: { code: 'es', nativeName: 'Español', flag: '🇪🇸', locale: 'es_ES', direction: 'ltr' },
  th: { code: 'th', nativeName: 'ไทย', flag: '🇹🇭', locale: 'th_TH', direction: 'ltr' },
  hi: { code: 'hi', nativeName: 'हिन्दी', flag: '🇮🇳', locale: 'hi_IN', direction: 'ltr' },
  fr: { code: 'fr', nativeName: 'Français', flag: '🇫🇷', locale: 'fr_FR', direction: 'ltr' },
  ar: { code: 'ar', nativeName: 'العربية', flag: '🇸🇦', locale: 'ar_SA', direction: 'rtl' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

export interface LocalizedPath {
  language: LanguageCode;
  /** The path without its language prefix; always starts with "/". */
  cleanPath: string;
}

/** Reads the language from the first path segment; Korean has no prefix, so anything else is Korean. */
export function splitLanguageFromPath(pathname: string): LocalizedPath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const candidate = match?.[1];
  if (match && candidate !== defaultLanguage && isLanguageCode(candidate)) {
    return { language: candidate, cleanPath: match[2] || '/' };
  }
  return { language: defaultLanguage, cleanPath: pathname || '/' };
}

export function localizePath(cleanPath: string, language: LanguageCode): string {
  const path = cleanPath.startsWith('/') ? cleanPath : `/${cleanPath}`;
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
