import type { MetaDescriptor } from 'react-router';
import { defaultLanguage, languageCodes, languages, localizePath, type LanguageCode } from '../../domain/languages';

export interface PageMetaInput {
  origin: string;
  language: LanguageCode;
  /** Path without language prefix, e.g. "/tests" */
  cleanPath: string;
  title: string;
  description: string;
  keywords: string;
  siteName: string;
}

/**
 * Title, description, share tags, canonical and the nine hreflang alternates (+ x-default, Korean), so crawlers
 * and link previews get everything from the server-rendered HTML (decisions.md D4).
 */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${localizePath(input.cleanPath, input.language)}`;
  const locale = languages[input.language].locale;
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: input.keywords },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale },
    ...languageCodes
      .filter((code) => code !== input.language)
      .map((code) => ({ property: 'og:locale:alternate', content: languages[code].locale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageCodes.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: `${input.origin}${localizePath(input.cleanPath, code)}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${input.origin}${localizePath(input.cleanPath, defaultLanguage)}`,
    },
  ];
}
