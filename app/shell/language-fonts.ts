import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { LanguageCode } from '../../domain/languages';
import { languageFontStylesheets } from './language-stylesheets';

/**
 * Adds the language's @fontsource sheet once the visitor moves on to another page or language in this tab, not
 * on the page they arrived on (decision 0016). With `font-display: optional` a font that arrives after the
 * first paint is not swapped in, so on the arrival page the sheet only cost a full restyle and relayout per font
 * file plus, for Korean, Japanese and Chinese, 20-40 files (about 0.5 MB) that nobody saw. Fetched on the
 * first navigation, the files are cached for every later page.
 */
export function useLanguageFonts(language: LanguageCode): void {
  const { pathname } = useLocation();
  const arrival = useRef<string | null>(null);
  useEffect(() => {
    const page = `${language} ${pathname}`;
    arrival.current ??= page;
    if (arrival.current === page) return;
    const href = languageFontStylesheets[language];
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [language, pathname]);
}
