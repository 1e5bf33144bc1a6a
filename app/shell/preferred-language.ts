import { isLanguageCode, type LanguageCode } from '../../domain/languages';

/** The visitor's language: the one they chose on this site, else the first browser language we offer. */
export function findPreferredLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageCode | null {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return null;
}
