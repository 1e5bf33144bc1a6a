import { useRouteLoaderData } from 'react-router';
import { defaultLanguage, localizePath, type LanguageCode } from '../../domain/languages';

interface RootData {
  language: LanguageCode;
  cleanPath: string;
}

/** The page's language and its path without prefix, from the root loader (the URL is the truth). */
export function usePageLanguage(): RootData & { localize: (cleanPath: string) => string } {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const language = root?.language ?? defaultLanguage;
  return {
    language,
    cleanPath: root?.cleanPath ?? '/',
    localize: (cleanPath: string) => localizePath(cleanPath, language),
  };
}

/** Where the visitor's chosen language is remembered (docs/spec/core.md §3: a product-specific key). */
export const languageStorageKey = 'quizlab-language';
