import type { LanguageCode } from '../../domain/languages';
import site from '../app.css?url';
import ar from '../styles/ar.css?url';
import en from '../styles/en.css?url';
import es from '../styles/es.css?url';
import fr from '../styles/fr.css?url';
import hi from '../styles/hi.css?url';
import ja from '../styles/ja.css?url';
import ko from '../styles/ko.css?url';
import th from '../styles/th.css?url';
import zh from '../styles/zh.css?url';

/** The site's own styles (Tailwind): small, the same for every language, inlined into each page by the server. */
export const siteStylesheet = site;

/**
 * Each language's @fontsource font (400 and 700), and only that language's. The CJK fonts are split into
 * unicode-range chunks, and the browser fetches just the chunks the page's characters fall in.
 */
export const languageFontStylesheets: Record<LanguageCode, string> = { ko, en, ja, zh, es, th, hi, fr, ar };
