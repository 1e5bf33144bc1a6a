import { isLanguageCode, type LanguageCode } from '../../../domain/languages';
import type { ShareCardFormat } from '../../../shared/contracts/share-card';

/**
 * Raise whenever the card's design or text changes: the version is part of every image URL, so link-preview
 * caches (messengers, social networks) fetch the new card instead of keeping the old one (docs/spec/product-rules.md D6).
 */
export const shareImageVersion = 4;

/** The quiz segment of a saved result's card, of any quiz (its key is the session id). */
export const savedResultShareQuiz = 'result';

/** The quiz segment of a comparison's card (decision 0036); its key is the two session ids, `{first}-{second}`. */
export const comparisonShareQuiz = 'compare';

export function buildComparisonKey(firstId: string, secondId: string): string {
  return `${firstId}-${secondId}`;
}

/** The two session ids of a comparison card's key (each 16 characters that may hold "-"), or null. */
export function readComparisonKey(key: string): [string, string] | null {
  const [, first, second] = /^([\w-]{16})-([\w-]{16})$/.exec(key) ?? [];
  return first && second ? [first, second] : null;
}

/**
 * "result" for a saved result, "compare" for two, otherwise a quiz id; key is the session id(s) or the result type, followed by
 * "-{gender}" where the card reads in the forms of its owner's gender (photo types, and choice results whose
 * owner is known: decision 0033).
 */
export interface ShareImageAddress {
  language: LanguageCode;
  quiz: string;
  key: string;
  /** The 1080x1920 story card ("….story.png", decision 0035) instead of the 1200x630 link card. */
  format?: ShareCardFormat;
}

const segmentPattern = /^[\w-]{1,40}$/;

export function buildShareImagePath({ language, quiz, key, format = 'link' }: ShareImageAddress): string {
  return `/share-image/v${shareImageVersion}/${language}/${quiz}/${encodeURIComponent(key)}${format === 'story' ? '.story' : ''}.png`;
}

export type ParsedShareImagePath = (ShareImageAddress & { version: number }) | null;

/** The part of the path after /share-image/, e.g. "v1/en/animal/dog.png" or "v3/en/animal/dog-female.story.png". */
export function parseShareImagePath(rest: string): ParsedShareImagePath {
  const match = /^v(\d{1,4})\/([a-z]{2})\/([^/]+)\/([^/.]+)(\.story)?\.png$/.exec(rest);
  if (!match) return null;
  const [, version, language, quiz, key, story] = match;
  if (!isLanguageCode(language) || !segmentPattern.test(quiz!) || !segmentPattern.test(key!)) return null;
  return { version: Number(version), language, quiz: quiz!, key: key!, ...(story ? { format: 'story' as const } : {}) };
}
