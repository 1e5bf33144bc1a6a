import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { fitText, fitWholeSentences, splitSentences, type FittedText, type FitTextOptions } from '../../domain/text/break-lines';
import { shareCardHeight, shareCardWidth, storyCardHeight, storyCardWidth, type ShareCard } from '../../shared/contracts/share-card';
import { prepareCardFonts, type CardFontWeight } from './share-card-fonts.server';

interface TextStyle {
  /** The largest font size in pixels, and the smallest the text may shrink to. */
  size: number;
  minimumSize: number;
  /** The distance between two lines' middles, as a multiple of the font size. */
  lineHeight: number;
  weight: CardFontWeight;
  maxLines?: number;
}

interface CardFormat {
  width: number;
  height: number;
  textWidth: number;
  panel: { x: number; y: number; radius: number };
  /** The quiz's name hangs from `top`; the invitation stands on `bottom`. */
  quizName: TextStyle & { top: number };
  callToAction: TextStyle & { bottom: number };
  /** Where the emoji, eyebrow, title and bar or description go, at least `gap` apart. */
  body: { top: number; bottom: number; gap: number };
  emoji: TextStyle;
  eyebrow: TextStyle;
  title: TextStyle;
  subtitle: TextStyle;
  /** The bar of two percentages: the bar, then its labels' middle `labelOffset` below the bar's top. */
  split: { barWidth: number; barHeight: number; labelSize: number; labelOffset: number; height: number };
}

/**
 * The 1200x630 link card (docs/spec/product-rules.md D6) and the 1080x1920 story card (decision 0035). The story
 * card keeps its text out of the top and bottom of the picture, where story apps draw their own controls.
 */
const cardFormats: Record<'link' | 'story', CardFormat> = {
  link: {
    width: shareCardWidth,
    height: shareCardHeight,
    textWidth: 1000,
    panel: { x: 48, y: 40, radius: 40 },
    quizName: { size: 36, minimumSize: 26, lineHeight: 1.25, weight: 700, maxLines: 1, top: 78 },
    callToAction: { size: 30, minimumSize: 22, lineHeight: 1.25, weight: 700, maxLines: 1, bottom: 559 },
    body: { top: 128, bottom: 510, gap: 14 },
    emoji: { size: 104, minimumSize: 60, lineHeight: 1.15, weight: 400, maxLines: 1 },
    eyebrow: { size: 32, minimumSize: 24, lineHeight: 1.3, weight: 400, maxLines: 1 },
    title: { size: 62, minimumSize: 34, lineHeight: 1.2, weight: 700 },
    subtitle: { size: 30, minimumSize: 26, lineHeight: 1.45, weight: 400, maxLines: 2 },
    split: { barWidth: 760, barHeight: 30, labelSize: 32, labelOffset: 72, height: 92 },
  },
  story: {
    width: storyCardWidth,
    height: storyCardHeight,
    textWidth: 860,
    panel: { x: 60, y: 120, radius: 56 },
    quizName: { size: 46, minimumSize: 32, lineHeight: 1.25, weight: 700, maxLines: 1, top: 290 },
    callToAction: { size: 42, minimumSize: 30, lineHeight: 1.25, weight: 700, maxLines: 1, bottom: 1706 },
    body: { top: 380, bottom: 1620, gap: 40 },
    emoji: { size: 260, minimumSize: 140, lineHeight: 1.15, weight: 400, maxLines: 1 },
    eyebrow: { size: 44, minimumSize: 32, lineHeight: 1.3, weight: 400, maxLines: 1 },
    title: { size: 88, minimumSize: 52, lineHeight: 1.2, weight: 700 },
    subtitle: { size: 44, minimumSize: 38, lineHeight: 1.5, weight: 400, maxLines: 10 },
    split: { barWidth: 760, barHeight: 40, labelSize: 44, labelOffset: 96, height: 124 },
  },
};

export type CardTextRole = 'quizName' | 'emoji' | 'eyebrow' | 'title' | 'subtitle' | 'callToAction';

/** One text of the card, already broken into the lines drawn, centred, one under the other. */
export interface CardTextBlock extends FittedText {
  role: CardTextRole;
  /** The CSS font the lines are measured and drawn with. */
  font: string;
  /** The top of the block: line `i` is drawn with its middle at `top + (i + 0.5) * lineHeight`. */
  top: number;
}

export interface ShareCardLayout {
  width: number;
  height: number;
  textWidth: number;
  panel: CardFormat['panel'];
  texts: CardTextBlock[];
  split?: CardFormat['split'] & { top: number };
  /** Whether everything fits its place at sizes the format allows (the lines are all there either way). */
  fits: boolean;
}

let scratch: SKRSContext2D | null = null;

/** Measures `text` in the fonts that hold its characters; the lines of one text share its font list. */
function measurerFor(card: ShareCard, text: string, weight: CardFontWeight) {
  const families = prepareCardFonts(text, card.language, weight);
  const fontAt = (size: number) => `${weight} ${size}px ${families}`;
  scratch ??= createCanvas(1, 1).getContext('2d');
  const context = scratch;
  const measure = (part: string, size: number) => {
    context.font = fontAt(size);
    return context.measureText(part).width;
  };
  return { fontAt, measure };
}

type Fitted = Omit<CardTextBlock, 'top'>;

function fitInto(card: ShareCard, format: CardFormat, role: CardTextRole, text: string, style: TextStyle, maxHeight: number, wholeSentences = false): Fitted | null {
  const { fontAt, measure } = measurerFor(card, text, style.weight);
  const options: FitTextOptions = { language: card.language, maxWidth: format.textWidth, maxHeight, ...style, measure };
  const fitted = wholeSentences ? fitWholeSentences(text, options) : fitText(text, options);
  return fitted && { ...fitted, role, font: fontAt(fitted.size) };
}

/** The height of a description's first sentence at its smallest size, or 0 when it would take too many lines. */
function firstSentenceHeight(card: ShareCard, format: CardFormat, text: string): number {
  const [first = ''] = splitSentences(text, card.language);
  const style = { ...format.subtitle, size: format.subtitle.minimumSize };
  const fitted = fitInto(card, format, 'subtitle', first.trim(), style, Infinity)!;
  return fitted.fits ? fitted.height : 0;
}

/**
 * Where everything on a card goes (wrap, never cut: a title cut with an ellipsis lost its end). The title is broken
 * over as many lines as it needs and shrinks, step by step, only when its lines would not fit; the description
 * shows the whole sentences that fit under it; the emoji takes the room left, within its sizes; what remains is
 * spread evenly between the parts, so a short title does not leave the tall card half empty.
 */
export function layoutShareCard(card: ShareCard): ShareCardLayout {
  const format = cardFormats[card.format ?? 'link'];
  const { gap } = format.body;
  const quizName = fitInto(card, format, 'quizName', card.quizName, format.quizName, Infinity)!;
  const callToAction = fitInto(card, format, 'callToAction', `${card.callToAction} · ${card.host}`, format.callToAction, Infinity)!;
  const bodyTop = Math.max(format.body.top, format.quizName.top + quizName.height + gap);
  const bodyBottom = Math.min(format.body.bottom, format.callToAction.bottom - callToAction.height - gap);
  const bodyHeight = bodyBottom - bodyTop;

  const eyebrow = card.eyebrow ? fitInto(card, format, 'eyebrow', card.eyebrow, format.eyebrow, Infinity) : null;
  const splitHeight = card.split ? format.split.height : 0;
  const subtitleText = card.split ? undefined : card.subtitle;
  const smallestEmoji = format.emoji.minimumSize * format.emoji.lineHeight;
  const heading = (title: Fitted) => (eyebrow ? eyebrow.height + gap / 2 : 0) + title.height;
  // The title first: it may take all the room but the smallest emoji, the bar and the description's first sentence
  // at its smallest; when it does not fit even so, the description gives its room up.
  const firstSentence = subtitleText ? firstSentenceHeight(card, format, subtitleText) : 0;
  const titleRoom = bodyHeight - smallestEmoji - gap - (card.split ? gap + splitHeight : 0) - (eyebrow ? eyebrow.height + gap / 2 : 0);
  const roomy = firstSentence > 0 ? fitInto(card, format, 'title', card.title, format.title, titleRoom - gap - firstSentence)! : null;
  const title = roomy?.fits ? roomy : fitInto(card, format, 'title', card.title, format.title, titleRoom)!;
  let room = bodyHeight - smallestEmoji - gap - heading(title) - (card.split ? gap + splitHeight : 0);
  const subtitle = subtitleText ? fitInto(card, format, 'subtitle', subtitleText, format.subtitle, room - gap, true) : null;
  if (subtitle) room -= gap + subtitle.height;
  const emojiSize = Math.max(format.emoji.minimumSize, Math.min(format.emoji.size, Math.floor((smallestEmoji + room) / format.emoji.lineHeight)));
  const emoji = fitInto(card, format, 'emoji', card.emoji, { ...format.emoji, size: emojiSize }, Infinity)!;

  // The parts stand in three groups (emoji; eyebrow and title; bar or description), spaced evenly in the body.
  const groups = [emoji.height, heading(title), ...(card.split ? [splitHeight] : subtitle ? [subtitle.height] : [])];
  const used = groups.reduce((sum, height) => sum + height, 0) + gap * (groups.length - 1);
  const spacing = Math.max(0, bodyHeight - used) / (groups.length + 1);
  const texts: CardTextBlock[] = [
    { ...quizName, top: format.quizName.top },
    { ...callToAction, top: format.callToAction.bottom - callToAction.height },
  ];
  let top = bodyTop + spacing;
  texts.push({ ...emoji, top });
  top += emoji.height + gap + spacing;
  if (eyebrow) {
    texts.push({ ...eyebrow, top });
    top += eyebrow.height + gap / 2;
  }
  texts.push({ ...title, top });
  top += title.height + gap + spacing;
  if (subtitle) texts.push({ ...subtitle, top });
  const fits = used <= bodyHeight + 0.5 && [quizName, callToAction, emoji, eyebrow, title, subtitle].every((text) => text?.fits ?? true);
  return {
    width: format.width,
    height: format.height,
    textWidth: format.textWidth,
    panel: format.panel,
    texts,
    ...(card.split ? { split: { ...format.split, top } } : {}),
    fits,
  };
}
