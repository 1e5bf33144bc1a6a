import type { LanguageCode } from '../languages';

/**
 * Line breaking for text drawn without a browser (the share cards of decision 0014): where a line may end in each
 * script the site writes, greedy and balanced breaking against a measure the caller gives, and fitting a text into a
 * box by shrinking its font step by step. Nothing is ever cut: every character of the text is in the lines.
 *
 * - Latin, Korean, Devanagari, Arabic: after spaces (Korean keeps its words whole, like CSS `word-break: keep-all`,
 *   and breaks between syllables only when one word is wider than the line).
 * - Chinese and Japanese: between any two characters, except before closing punctuation and small kana and
 *   after opening punctuation (kinsoku); Latin words inside stay whole.
 * - Thai (no spaces between words): at the word boundaries of `Intl.Segmenter`; where breaking only at the spaces
 *   Thai writes between phrases takes no more lines, there.
 * - Never next to a word joiner (U+2060, see keep-words-together.ts) or a no-break space, never before
 *   closing punctuation even after a space ("confiance :"), never after opening punctuation.
 */

/** How wide a text is drawn, in the caller's unit (pixels at the font size being tried). */
export type MeasureWidth = (text: string) => number;

/**
 * Closing punctuation, small kana, the Japanese prolonged sound mark, Thai repetition marks, joiners and no-break
 * spaces: no line starts with them.
 */
const noLineStart = /^[!%),.:;?\]}¢°·’”»‰′″℃、。〉》」』】〕〗〙〛〞〟・ー゠ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ々〻ゝゞヽヾ！％），．：；？］｝｡｣､･ｰ…‥।॥،؛؟ๆฯ\u2060\u00a0\u202f\u2007]/u;
/** Opening punctuation and currency signs: no line ends with them. */
const noLineEnd = /[([{¡¿‘“«〈《「『【〔〖〘〚〝（［｛｢£¥$＄￡￥\u2060\u00a0\u202f\u2007]$/u;
/** Characters a line may break before and after (UAX #14 class ID): Han, kana, CJK and fullwidth punctuation. */
const ideographic = /[\p{Script=Han}\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\uff00-\uffef]/u;
/** Scripts written without spaces between words: their word boundaries come from the segmenter's dictionary. */
const withoutSpaces = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Scripts whose words may be broken between syllables when one word alone is wider than the line. */
const breakableWords = /\p{Script=Hangul}/u;
const zeroWidthSpace = '\u200b';

/** A space a line may end after (no-break spaces are not). */
function isBreakingSpace(grapheme: string): boolean {
  return /^\s+$/u.test(grapheme) && !/[\u00a0\u202f\u2007]/u.test(grapheme);
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Segmenters are costly to build: one per language and granularity. */
function segmenter(language: LanguageCode, granularity: 'grapheme' | 'word' | 'sentence'): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

function graphemesOf(text: string, language: LanguageCode): string[] {
  return [...segmenter(language, 'grapheme').segment(text)].map(({ segment }) => segment);
}

/** How freely a text may break: only after spaces (Thai phrases), as each script allows, or also inside words. */
type Breaking = 'spaces' | 'script' | 'anywhere';

/** Whether a line may end between `before` and `after`; `anywhere` also breaks inside words (an overlong Korean word). */
function mayBreakBetween(before: string, after: string, atWordBoundary: boolean, breaking: Breaking): boolean {
  // Spaces stay at the end of the line they follow, where they are trimmed.
  if (isBreakingSpace(after)) return false;
  if (noLineStart.test(after) || noLineEnd.test(before)) return false;
  if (isBreakingSpace(before) || before === zeroWidthSpace) return true;
  if (breaking === 'spaces') return false;
  if (ideographic.test(before) || ideographic.test(after)) return true;
  if (atWordBoundary && (withoutSpaces.test(before) || withoutSpaces.test(after))) return true;
  return breaking === 'anywhere' && !/^\s/u.test(before);
}

/**
 * The text cut at every place a line may end, in order: joined, the pieces are the text again. A piece keeps the
 * spaces that follow it.
 */
export function splitAtBreakOpportunities(text: string, language: LanguageCode, breaking: Breaking = 'script'): string[] {
  const wordStarts = new Set([...segmenter(language, 'word').segment(text)].map(({ index }) => index));
  const pieces: string[] = [];
  let piece = '';
  let offset = 0;
  let previous: string | null = null;
  for (const grapheme of graphemesOf(text, language)) {
    if (previous !== null && mayBreakBetween(previous, grapheme, wordStarts.has(offset), breaking)) {
      pieces.push(piece);
      piece = '';
    }
    piece += grapheme;
    offset += grapheme.length;
    previous = grapheme;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A Korean word wider than the line is broken between its syllables; words of other scripts stay whole. */
function piecesNoWiderThan(pieces: string[], language: LanguageCode, maxWidth: number, measure: MeasureWidth): string[] {
  return pieces.flatMap((piece) =>
    breakableWords.test(piece) && measure(piece.trimEnd()) > maxWidth ? splitAtBreakOpportunities(piece, language, 'anywhere') : [piece],
  );
}

/** Greedy breaking of pieces already cut at their break opportunities. */
function breakPieces(pieces: string[], maxWidth: number, measure: MeasureWidth): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && measure((line + piece).trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = piece;
    } else {
      line += piece;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The narrowest width that needs no more lines than `maxWidth` does: the lines even out. */
function balancePieces(pieces: string[], maxWidth: number, measure: MeasureWidth): string[] {
  const greedy = breakPieces(pieces, maxWidth, measure);
  if (greedy.length < 2 || greedy.some((line) => measure(line) > maxWidth)) return greedy;
  let best = greedy;
  let narrow = 0;
  let wide = maxWidth;
  while (wide - narrow > 1) {
    const width = (narrow + wide) / 2;
    const lines = breakPieces(pieces, width, measure);
    if (lines.length <= greedy.length && lines.every((line) => measure(line) <= width)) {
      best = lines;
      wide = width;
    } else {
      narrow = width;
    }
  }
  return best;
}

/**
 * Greedy line breaking: each line takes as many pieces as fit in `maxWidth`. A line is wider only when it holds a
 * single piece that cannot be broken (a long Latin word). Lines carry no leading or trailing spaces.
 */
export function breakLines(text: string, language: LanguageCode, maxWidth: number, measure: MeasureWidth): string[] {
  return breakPieces(piecesNoWiderThan(splitAtBreakOpportunities(text.trim(), language), language, maxWidth, measure), maxWidth, measure);
}

/**
 * The same number of lines as greedy breaking, but as even as they can be (like CSS `text-wrap: balance`): the
 * narrowest width that needs no more lines, so a title never ends with a lone word under a full line.
 */
export function breakLinesBalanced(text: string, language: LanguageCode, maxWidth: number, measure: MeasureWidth): string[] {
  return balancePieces(piecesNoWiderThan(splitAtBreakOpportunities(text.trim(), language), language, maxWidth, measure), maxWidth, measure);
}

export interface FitTextOptions {
  language: LanguageCode;
  maxWidth: number;
  maxHeight: number;
  /** The font size tried first; smaller ones are tried `step` apart down to `minimumSize`. */
  size: number;
  minimumSize: number;
  step?: number;
  /** The distance between two lines' middles, as a multiple of the font size. */
  lineHeight: number;
  maxLines?: number;
  /** The width of `text` drawn at `size`. */
  measure(text: string, size: number): number;
}

export interface FittedText {
  /** Every character of the text, in lines. */
  lines: string[];
  size: number;
  /** In the caller's unit: `size` times the options' line height. */
  lineHeight: number;
  height: number;
  /** False when even the smallest size overflows the box: the lines are then at that size, and still all there. */
  fits: boolean;
}

/** The text cut only after its spaces, when that leaves fewer break opportunities than its script has (Thai). */
function phrasesOf(text: string, language: LanguageCode, pieces: string[]): string[] | null {
  if (!withoutSpaces.test(text)) return null;
  const phrases = splitAtBreakOpportunities(text.trim(), language, 'spaces');
  return phrases.length < pieces.length ? phrases : null;
}

/** The text at the largest size whose lines fit the box (width, height, number of lines), broken evenly. */
export function fitText(text: string, options: FitTextOptions): FittedText {
  const { language, maxWidth, maxHeight, minimumSize, step = 2, maxLines = Infinity } = options;
  const pieces = splitAtBreakOpportunities(text.trim(), language);
  let size = Math.max(options.size, minimumSize);
  for (;;) {
    // Widths at one size, each measured once: balancing measures the same lines again and again.
    const widths = new Map<string, number>();
    const measure: MeasureWidth = (part) => {
      let width = widths.get(part);
      if (width === undefined) {
        width = options.measure(part, size);
        widths.set(part, width);
      }
      return width;
    };
    const lineHeight = size * options.lineHeight;
    const sized = piecesNoWiderThan(pieces, language, maxWidth, measure);
    const greedy = breakPieces(sized, maxWidth, measure);
    const fits = greedy.length <= maxLines && greedy.length * lineHeight <= maxHeight + 0.5 && greedy.every((line) => measure(line) <= maxWidth);
    if (fits || size <= minimumSize) {
      // Thai writes a space between phrases: lines break there rather than between words when that takes no more lines.
      const phrases = phrasesOf(text, language, pieces);
      const byPhrase = phrases && breakPieces(phrases, maxWidth, measure);
      const chosen = byPhrase && byPhrase.length <= greedy.length && byPhrase.every((line) => measure(line) <= maxWidth) ? phrases! : sized;
      const lines = balancePieces(chosen, maxWidth, measure);
      return { lines, size, lineHeight, height: lines.length * lineHeight, fits };
    }
    size = Math.max(minimumSize, size - step);
  }
}

/**
 * Sentences, to show the first few of a description whole. Thai ends its sentences and clauses with a space
 * rather than a full stop, so a space between Thai words ends one too (not the spaces around the repetition mark ๆ).
 */
export function splitSentences(text: string, language: LanguageCode): string[] {
  const sentences = [...segmenter(language, 'sentence').segment(text.trim())].map(({ segment }) => segment);
  if (language !== 'th') return sentences;
  return sentences.flatMap((sentence) => sentence.split(/(?<![ๆฯ]\s+)(?<=\p{Script=Thai}\s+)(?=\p{Script=Thai})(?![ๆฯ])/u));
}

/**
 * As many whole sentences of `text` as fit the box (the first ones, at the largest size that holds them), or null
 * when not even the first one fits: a description is shown in whole sentences or not at all, never cut mid-way.
 */
export function fitWholeSentences(text: string, options: FitTextOptions): FittedText | null {
  const sentences = splitSentences(text, options.language);
  for (let count = sentences.length; count > 0; count -= 1) {
    const fitted = fitText(sentences.slice(0, count).join('').trim(), options);
    if (fitted.fits) return fitted;
  }
  return null;
}
