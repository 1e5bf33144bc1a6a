import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../domain/languages';

/**
 * The instance of each language, made once and reused by every render: a language's messages are the same for
 * every page (the server sends them whole), and building an instance took a measurable share of a server render.
 * The browser holds at most the languages the visitor switched between.
 */
const instances = new Map<LanguageCode, { messages: object; instance: i18n }>();

export function findI18n(language: LanguageCode, messages: object): i18n {
  const kept = instances.get(language);
  // The same messages by content: each server render parses its own copy of the loader data.
  if (kept && (kept.messages === messages || sameMessages(kept.messages, messages))) return kept.instance;
  const instance = createI18n(language, messages);
  instances.set(language, { messages, instance });
  return instance;
}

/** Compared by the top-level sections' identity first (the server passes the very same objects each render). */
function sameMessages(first: object, second: object): boolean {
  const firstEntries = Object.entries(first);
  return firstEntries.length === Object.keys(second).length && firstEntries.every(([key, value]) => (second as Record<string, unknown>)[key] === value);
}

/** An instance holding only one language's messages. */
function createI18n(language: LanguageCode, messages: object): i18n {
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
