import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languages, localizePath } from '../../domain/languages';
import { findPreferredLanguage } from './preferred-language';
import { languageStorageKey, usePageLanguage } from './use-page-language';

const dismissedKey = 'language-banner-dismissed';

function readPreference(): string | null {
  try {
    if (sessionStorage.getItem(dismissedKey)) return null;
    return findPreferredLanguage(localStorage.getItem(languageStorageKey), navigator.languages ?? [navigator.language]);
  } catch {
    return null;
  }
}

const subscribeNever = () => () => undefined;

/**
 * docs/spec/product-rules.md D4: no automatic redirect by language; when the visitor's language differs from the
 * page's, a small dismissible banner offers the same page in it. Rendered only in the browser (the server cannot know).
 */
export function LanguageSuggestion() {
  const { t } = useTranslation();
  const { language, cleanPath } = usePageLanguage();
  const { search } = useLocation();
  const preferred = useSyncExternalStore(subscribeNever, readPreference, () => null);
  const [dismissed, setDismissed] = useState(false);
  if (!preferred || preferred === language || dismissed || !(preferred in languages)) return null;

  const target = languages[preferred as keyof typeof languages];
  function dismiss() {
    try {
      sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Private mode: the banner simply comes back on the next page.
    }
    setDismissed(true);
  }
  return (
    // Fixed at the bottom: appearing after hydration, it must not push the page (layout shift).
    <aside className="animate-rise-in fixed inset-x-0 bottom-3 z-30 mx-auto flex max-w-3xl items-center gap-2 px-3" aria-label={t('menu.languages')}>
      <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white px-4 py-2 text-sm shadow-lg ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-700">
        <span>{t('languageBanner.message', { language: target.nativeName })}</span>
        <Link
          to={`${localizePath(cleanPath, target.code)}${search}`}
          lang={target.code}
          hrefLang={target.code}
          className="font-bold text-brand-700 underline dark:text-brand-400"
          onClick={() => localStorage.setItem(languageStorageKey, target.code)}
        >
          {target.flag} {t('languageBanner.switch', { language: target.nativeName })}
        </Link>
      </p>
      <button type="button" onClick={dismiss} className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-muted shadow-lg ring-1 ring-brand-100 hover:bg-brand-100 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800" aria-label={t('languageBanner.dismiss')}>
        <span aria-hidden="true">✕</span>
      </button>
    </aside>
  );
}
