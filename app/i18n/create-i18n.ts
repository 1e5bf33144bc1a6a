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
  // The server passes the very same catalog every render; the browser gets a fresh copy of the root loader's data
  // whenever it reloads it (a link that changes the query), the same messages by content.
  if (kept && (kept.messages === messages || sameMessages(kept.messages, messages))) return kept.instance;
  const instance = createI18n(language, messages);
  instances.set(language, { messages, instance });
  return instance;
}

/** Equal texts under equal keys (rare: only when the browser reloads the root's data), in the fewest bytes. */
const sameMessages = (first: object, second: object) => JSON.stringify(first) === JSON.stringify(second);

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
