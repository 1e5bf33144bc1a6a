import type { LanguageCode } from '../../domain/languages';
import ar from '../styles/ar.css?url';
import en from '../styles/en.css?url';
import es from '../styles/es.css?url';
import fr from '../styles/fr.css?url';
import hi from '../styles/hi.css?url';
import ja from '../styles/ja.css?url';
import ko from '../styles/ko.css?url';
import th from '../styles/th.css?url';
import zh from '../styles/zh.css?url';

/**
 * One stylesheet per language: the site's styles plus only that language's @fontsource font (400 and 700), so a
 * page waits for a single stylesheet before its first paint. The CJK fonts are split into unicode-range chunks,
 * and the browser fetches just the chunks the page's characters fall in.
 */
export const languageStylesheets: Record<LanguageCode, string> = { ko, en, ja, zh, es, th, hi, fr, ar };
