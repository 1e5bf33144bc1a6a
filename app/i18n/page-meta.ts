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
  /** Absolute or root-relative; result pages pass their own share card (docs/spec/product-rules.md D6). */
  image?: string;
}

/** docs/spec/core.md §3: pages that are not results share GET /api/og-image with their title. */
export function buildDefaultShareImagePath(title: string, test: string, language: LanguageCode): string {
  return `/api/og-image?${new URLSearchParams({ title, test, lang: language })}`;
}

/**
 * No page of the site has a longer path (the longest, a comparison, is under 50 characters): a longer one is a
 * "not found" whose path is not written into its links, so a 15 KB path cannot make a 270 KB page.
 */
const maximumLinkedPathLength = 200;

/**
 * Titles and descriptions built from texts laid out for the page (decision 0041) carry no word joiners into search
 * results and previews (a no-break space reads as a space there). Written here rather than imported from
 * domain/text/line-break-marks.ts: this file travels in the page shell, where an import is a file of its own.
 */
const withoutWordJoiners = (text: string) => text.replaceAll('\u2060', '');

/**
 * Title, description, share tags, canonical and the nine hreflang alternates (+ x-default, Korean), so crawlers
 * and link previews get everything from the server-rendered HTML (docs/spec/product-rules.md D4).
 */
export function buildPageMeta(page: PageMetaInput): MetaDescriptor[] {
  const input = { ...page, title: withoutWordJoiners(page.title), description: withoutWordJoiners(page.description) };
  const url = `${input.origin}${localizePath(input.cleanPath, input.language)}`;
  const linked = input.cleanPath.length <= maximumLinkedPathLength;
  const locale = languages[input.language].locale;
  const image = new URL(input.image ?? buildDefaultShareImagePath(input.title, input.siteName, input.language), input.origin).href;
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: input.keywords },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(linked ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:locale', content: locale },
    ...languageCodes
      .filter((code) => code !== input.language)
      .map((code) => ({ property: 'og:locale:alternate', content: languages[code].locale })),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    ...(linked ? buildLanguageLinks(input.origin, input.cleanPath, url) : []),
  ];
}

function buildLanguageLinks(origin: string, cleanPath: string, url: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageCodes.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: `${origin}${localizePath(cleanPath, code)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath(cleanPath, defaultLanguage)}` },
  ];
}

interface RootMetaData {
  origin: string;
  language: LanguageCode;
  cleanPath: string;
  messages: { site: { name: string; keywords: string } };
}

/** A route's meta from the root loader's data: title, description and, on result pages, the share image differ. */
export function buildLocalizedMeta(
  root: RootMetaData,
  text: { title: string; description: string; keywords?: string; image?: string },
): MetaDescriptor[] {
  return buildPageMeta({
    origin: root.origin,
    language: root.language,
    cleanPath: root.cleanPath,
    keywords: root.messages.site.keywords,
    siteName: root.messages.site.name,
    ...text,
  });
}

/** A quiz page's meta from its content's page texts (title, description, keywords in the page's language). */
export function buildQuizPageMeta(root: RootMetaData, page: { metaTitle: string; metaDescription: string; keywords: string } | undefined): MetaDescriptor[] {
  return page ? buildLocalizedMeta(root, { title: page.metaTitle, description: page.metaDescription, keywords: page.keywords }) : [];
}
