import type { LanguageCode } from '../../domain/languages';

/** The 1200x630 share image (docs/spec/product-rules.md D6). */
export const shareCardWidth = 1200;
export const shareCardHeight = 630;

/** The tall card people post to stories (decision 0035): 1080x1920. */
export const storyCardWidth = 1080;
export const storyCardHeight = 1920;

/** `link`: the 1200x630 preview and download; `story`: the 1080x1920 story image. */
export type ShareCardFormat = 'link' | 'story';

export interface ShareCardSplit {
  first: { label: string; percentage: number };
  second: { label: string; percentage: number };
}

/**
 * What a share image shows, already in the page's language: the web app describes it, the server draws it
 * (in a worker thread, off the event loop).
 */
export interface ShareCard {
  language: LanguageCode;
  quizName: string;
  emoji: string;
  /** A line above the title: "Minji's result", an MBTI code. */
  eyebrow?: string;
  title: string;
  /** Either two percentages as a bar, or a line or two of description. */
  split?: ShareCardSplit;
  subtitle?: string;
  callToAction: string;
  host: string;
  /** The link card when absent. */
  format?: ShareCardFormat;
}
