import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { languages, type LanguageCode } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import { shareCardHeight, shareCardWidth, storyCardHeight, storyCardWidth, type ShareCard, type ShareCardSplit } from '../../shared/contracts/share-card';
import { prepareCardFonts, type CardFontWeight } from './share-card-fonts.server';

const colors = { brand: '#ff8a5b', berry: '#ff4f8b', brandDark: '#c2410c', ink: '#0f172a', muted: '#475569', track: '#ffe6da' };

/**
 * Where a card's parts go, in its format: the 1200x630 link card (D6) or the 1080x1920 story card (issue 16).
 * `y` positions are the middles of lines; sizes are font sizes in pixels.
 */
const layouts = {
  link: {
    width: shareCardWidth, height: shareCardHeight, textWidth: 1000, panel: { x: 48, y: 40, radius: 40 },
    quizName: { y: 100, size: 36 }, emoji: { y: 200, size: 104 }, eyebrow: { y: 286, size: 32 },
    title: { y: 316, yAfterEyebrow: 350, size: 62, minimumSize: 36, lines: 1, lineHeight: 0 },
    split: { gap: 50, barWidth: 760 }, subtitle: { gap: 76, size: 30, lines: 2, lineHeight: 44 },
    callToAction: { y: 540, size: 30 },
  },
  story: {
    width: storyCardWidth, height: storyCardHeight, textWidth: 860, panel: { x: 60, y: 120, radius: 56 },
    quizName: { y: 320, size: 46 }, emoji: { y: 650, size: 260 }, eyebrow: { y: 900, size: 44 },
    title: { y: 1010, yAfterEyebrow: 1010, size: 80, minimumSize: 80, lines: 3, lineHeight: 100 },
    split: { gap: 70, barWidth: 760 }, subtitle: { gap: 120, size: 44, lines: 6, lineHeight: 70 },
    callToAction: { y: 1680, size: 42 },
  },
};
type Layout = (typeof layouts)[keyof typeof layouts];

/** The CSS font for `text` at any size: the font lookup depends on the characters, not on the size. */
function fontFor(card: ShareCard, text: string, weight: CardFontWeight): (size: number) => string {
  const families = prepareCardFonts(text, card.language, weight);
  return (size) => `${weight} ${size}px ${families}`;
}

function setFont(context: SKRSContext2D, card: ShareCard, text: string, size: number, weight: CardFontWeight): void {
  context.font = fontFor(card, text, weight)(size);
}

/** Shrinks a line until it fits, then cuts it with an ellipsis if even the smallest size is too wide. */
function drawFittedLine(context: SKRSContext2D, card: ShareCard, layout: Layout, text: string, y: number, size: number, minimumSize: number, weight: CardFontWeight) {
  const fontAt = fontFor(card, text, weight);
  let fontSize = size;
  context.font = fontAt(fontSize);
  while (context.measureText(text).width > layout.textWidth && fontSize > minimumSize) {
    fontSize -= 2;
    context.font = fontAt(fontSize);
  }
  context.fillText(truncateToWidth(context, text, layout.textWidth), layout.width / 2, y);
}

function truncateToWidth(context: SKRSContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);
  while (graphemes.length > 0 && context.measureText(`${graphemes.join('')}…`).width > width) graphemes.pop();
  return `${graphemes.join('').trimEnd()}…`;
}

/** Greedy wrapping on word boundaries; Intl.Segmenter finds them in Thai, Japanese and Chinese too. */
function wrapLines(context: SKRSContext2D, text: string, language: LanguageCode, maximumLines: number, width: number): string[] {
  const words = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].map(({ segment }) => segment);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && context.measureText(line + word).width > width) {
      lines.push(line.trim());
      line = word.trimStart();
      if (lines.length === maximumLines) break;
    } else {
      line += word;
    }
  }
  if (lines.length < maximumLines && line.trim()) lines.push(line.trim());
  const consumed = lines.join('').replace(/\s/g, '').length;
  if (consumed < text.replace(/\s/g, '').length) lines[lines.length - 1] = truncateToWidth(context, `${lines.at(-1)}…`, width);
  return lines;
}

function fillRoundedRectangle(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.fill();
}

function drawSplit(context: SKRSContext2D, card: ShareCard, layout: Layout, split: ShareCardSplit, y: number) {
  const { barWidth } = layout.split;
  const start = layout.width / 2 - barWidth / 2;
  const firstWidth = (barWidth * split.first.percentage) / (split.first.percentage + split.second.percentage || 1);
  // Arabic reads right to left: the first side of the bar is on the right.
  const rightToLeft = languages[card.language].direction === 'rtl';
  context.fillStyle = colors.track;
  fillRoundedRectangle(context, start, y, barWidth, 30, 15);
  context.fillStyle = colors.berry;
  fillRoundedRectangle(context, rightToLeft ? start + barWidth - firstWidth : start, y, Math.max(firstWidth, 30), 30, 15);
  const firstLabel = `${split.first.label} ${formatPercentage(split.first.percentage, card.language)}`;
  const secondLabel = `${split.second.label} ${formatPercentage(split.second.percentage, card.language)}`;
  setFont(context, card, firstLabel + secondLabel, 32, 700);
  context.textAlign = rightToLeft ? 'right' : 'left';
  context.fillStyle = colors.berry;
  context.fillText(firstLabel, rightToLeft ? start + barWidth : start, y + 72);
  context.textAlign = rightToLeft ? 'left' : 'right';
  context.fillStyle = colors.brandDark;
  context.fillText(secondLabel, rightToLeft ? start : start + barWidth, y + 72);
  context.textAlign = 'center';
}

/** The title: one fitted line on the link card, up to three wrapped lines on the story card; returns its last line's y. */
function drawTitle(context: SKRSContext2D, card: ShareCard, layout: Layout, y: number): number {
  if (layout.title.lines === 1) {
    drawFittedLine(context, card, layout, card.title, y, layout.title.size, layout.title.minimumSize, 700);
    return y;
  }
  setFont(context, card, card.title, layout.title.size, 700);
  const lines = wrapLines(context, card.title, card.language, layout.title.lines, layout.textWidth);
  lines.forEach((line, index) => context.fillText(line, layout.width / 2, y + index * layout.title.lineHeight));
  return y + (lines.length - 1) * layout.title.lineHeight;
}

/** A share image (decisions.md D6, issue 16): the quiz, the visitor's result and an invitation to take it too. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const layout: Layout = layouts[card.format ?? 'link'];
  const canvas = createCanvas(layout.width, layout.height);
  const context = canvas.getContext('2d');
  const background = context.createLinearGradient(0, 0, layout.width, layout.height);
  background.addColorStop(0, colors.brand);
  background.addColorStop(1, colors.berry);
  context.fillStyle = background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = '#ffffff';
  const { panel } = layout;
  fillRoundedRectangle(context, panel.x, panel.y, layout.width - 2 * panel.x, layout.height - 2 * panel.y, panel.radius);

  const center = layout.width / 2;
  context.direction = languages[card.language].direction;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colors.brandDark;
  drawFittedLine(context, card, layout, card.quizName, layout.quizName.y, layout.quizName.size, 26, 700);
  setFont(context, card, card.emoji, layout.emoji.size, 400);
  context.fillText(card.emoji, center, layout.emoji.y);
  if (card.eyebrow) {
    context.fillStyle = colors.muted;
    drawFittedLine(context, card, layout, card.eyebrow, layout.eyebrow.y, layout.eyebrow.size, 24, 400);
  }
  context.fillStyle = colors.ink;
  const titleEnd = drawTitle(context, card, layout, card.eyebrow ? layout.title.yAfterEyebrow : layout.title.y);
  if (card.split) {
    drawSplit(context, card, layout, card.split, titleEnd + layout.split.gap);
  } else if (card.subtitle) {
    const { subtitle } = layout;
    context.fillStyle = colors.muted;
    setFont(context, card, card.subtitle, subtitle.size, 400);
    wrapLines(context, card.subtitle, card.language, subtitle.lines, layout.textWidth).forEach((line, index) =>
      context.fillText(line, center, titleEnd + subtitle.gap + index * subtitle.lineHeight),
    );
  }
  context.fillStyle = colors.brandDark;
  drawFittedLine(context, card, layout, `${card.callToAction} · ${card.host}`, layout.callToAction.y, layout.callToAction.size, 22, 700);
  return canvas.encode('png');
}
