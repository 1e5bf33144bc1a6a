import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { languages, type LanguageCode } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import { shareCardHeight, shareCardWidth, type ShareCard, type ShareCardSplit } from '../../shared/contracts/share-card';
import { prepareCardFonts, type CardFontWeight } from './share-card-fonts.server';

const textWidth = 1000;
const center = shareCardWidth / 2;

const colors = { brand: '#ff8a5b', berry: '#ff4f8b', brandDark: '#c2410c', ink: '#0f172a', muted: '#475569', track: '#ffe6da' };

/** The CSS font for `text` at any size: the font lookup depends on the characters, not on the size. */
function fontFor(card: ShareCard, text: string, weight: CardFontWeight): (size: number) => string {
  const families = prepareCardFonts(text, card.language, weight);
  return (size) => `${weight} ${size}px ${families}`;
}

function setFont(context: SKRSContext2D, card: ShareCard, text: string, size: number, weight: CardFontWeight): void {
  context.font = fontFor(card, text, weight)(size);
}

/** Shrinks a line until it fits, then cuts it with an ellipsis if even the smallest size is too wide. */
function drawFittedLine(context: SKRSContext2D, card: ShareCard, text: string, y: number, size: number, minimumSize: number, weight: CardFontWeight) {
  const fontAt = fontFor(card, text, weight);
  let fontSize = size;
  context.font = fontAt(fontSize);
  while (context.measureText(text).width > textWidth && fontSize > minimumSize) {
    fontSize -= 2;
    context.font = fontAt(fontSize);
  }
  context.fillText(truncateToWidth(context, text, textWidth), center, y);
}

function truncateToWidth(context: SKRSContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);
  while (graphemes.length > 0 && context.measureText(`${graphemes.join('')}…`).width > width) graphemes.pop();
  return `${graphemes.join('').trimEnd()}…`;
}

/** Greedy wrapping on word boundaries; Intl.Segmenter finds them in Thai, Japanese and Chinese too. */
function wrapLines(context: SKRSContext2D, text: string, language: LanguageCode, maximumLines: number): string[] {
  const words = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].map(({ segment }) => segment);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && context.measureText(line + word).width > textWidth) {
      lines.push(line.trim());
      line = word.trimStart();
      if (lines.length === maximumLines) break;
    } else {
      line += word;
    }
  }
  if (lines.length < maximumLines && line.trim()) lines.push(line.trim());
  const consumed = lines.join('').replace(/\s/g, '').length;
  if (consumed < text.replace(/\s/g, '').length) lines[lines.length - 1] = truncateToWidth(context, `${lines.at(-1)}…`, textWidth);
  return lines;
}

function fillRoundedRectangle(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.fill();
}

function drawSplit(context: SKRSContext2D, card: ShareCard, split: ShareCardSplit, y: number) {
  const barWidth = 760;
  const start = center - barWidth / 2;
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

/** A 1200x630 PNG (decisions.md D6): the quiz, the visitor's result and an invitation to take it too. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const canvas = createCanvas(shareCardWidth, shareCardHeight);
  const context = canvas.getContext('2d');
  const background = context.createLinearGradient(0, 0, shareCardWidth, shareCardHeight);
  background.addColorStop(0, colors.brand);
  background.addColorStop(1, colors.berry);
  context.fillStyle = background;
  context.fillRect(0, 0, shareCardWidth, shareCardHeight);
  context.fillStyle = '#ffffff';
  fillRoundedRectangle(context, 48, 40, shareCardWidth - 96, shareCardHeight - 80, 40);

  context.direction = languages[card.language].direction;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = colors.brandDark;
  drawFittedLine(context, card, card.quizName, 100, 36, 26, 700);
  setFont(context, card, card.emoji, 104, 400);
  context.fillText(card.emoji, center, 200);
  if (card.eyebrow) {
    context.fillStyle = colors.muted;
    drawFittedLine(context, card, card.eyebrow, 286, 32, 24, 400);
  }
  const titleY = card.eyebrow ? 350 : 316;
  context.fillStyle = colors.ink;
  drawFittedLine(context, card, card.title, titleY, 62, 36, 700);
  if (card.split) {
    drawSplit(context, card, card.split, titleY + 50);
  } else if (card.subtitle) {
    context.fillStyle = colors.muted;
    setFont(context, card, card.subtitle, 30, 400);
    wrapLines(context, card.subtitle, card.language, 2).forEach((line, index) => context.fillText(line, center, titleY + 76 + index * 44));
  }
  context.fillStyle = colors.brandDark;
  drawFittedLine(context, card, `${card.callToAction} · ${card.host}`, 540, 30, 22, 700);
  return canvas.encode('png');
}
