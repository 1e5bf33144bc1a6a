import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../domain/languages';

/** One instance per page render (server) or per language (browser), holding only that language's messages. */
export function createI18n(language: LanguageCode, messages: object): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
