import { useEffect } from 'react';
import type { LanguageCode } from '../../domain/languages';
import { languageFontStylesheets } from './language-stylesheets';

/**
 * Adds the page language's font stylesheet once the page has hydrated, so the first paint waits for neither
 * the stylesheet nor the font files (system fonts until then; docs/decisions/0012). A language switched to
 * later gets its own sheet the same way; a sheet already present is not added twice.
 */
export function useLanguageFonts(language: LanguageCode): void {
  useEffect(() => {
    const href = languageFontStylesheets[language];
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [language]);
}
