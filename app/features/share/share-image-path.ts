import { isLanguageCode, type LanguageCode } from '../../../domain/languages';

/**
 * Raise whenever the card's design or text changes: the version is part of every image URL, so link-preview
 * caches (messengers, social networks) fetch the new card instead of keeping the old one (decisions.md D6).
 */
export const shareImageVersion = 3;

/** The quiz segment of an egen/teto session's card (its key is the session id). */
export const egenTetoShareQuiz = 'result';

/**
 * "result" for an egen/teto session, otherwise a quiz id; key is the session id or the result type, followed by
 * "-{gender}" where the card reads in the forms of its owner's gender (photo types, and choice results whose
 * owner is known: decision 0033).
 */
export interface ShareImageAddress {
  language: LanguageCode;
  quiz: string;
  key: string;
}

const segmentPattern = /^[\w-]{1,40}$/;

export function buildShareImagePath({ language, quiz, key }: ShareImageAddress): string {
  return `/share-image/v${shareImageVersion}/${language}/${quiz}/${encodeURIComponent(key)}.png`;
}

export type ParsedShareImagePath = (ShareImageAddress & { version: number }) | null;

/** The part of the path after /share-image/, e.g. "v1/en/animal/dog.png". */
export function parseShareImagePath(rest: string): ParsedShareImagePath {
  const match = /^v(\d{1,4})\/([a-z]{2})\/([^/]+)\/([^/]+)\.png$/.exec(rest);
  if (!match) return null;
  const [, version, language, quiz, key] = match;
  if (!isLanguageCode(language) || !segmentPattern.test(quiz!) || !segmentPattern.test(key!)) return null;
  return { version: Number(version), language, quiz: quiz!, key: key! };
}
