import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { languages } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import type { ShareCard, ShareCardSplit } from '../../shared/contracts/share-card';
import { prepareCardFonts } from './share-card-fonts.server';
import { layoutShareCard, type CardTextRole, type ShareCardLayout } from './share-card-layout.server';

const colors = { brand: '#ff8a5b', berry: '#ff4f8b', brandDark: '#c2410c', ink: '#0f172a', muted: '#475569', track: '#ffe6da' };

const textColors: Record<CardTextRole, string> = {
  quizName: colors.brandDark,
  emoji: colors.ink,
  eyebrow: colors.muted,
  title: colors.ink,
  subtitle: colors.muted,
  callToAction: colors.brandDark,
};

function fillRoundedRectangle(context: SKRSContext2D, x: number, y: number, width: number, height: number, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
  context.fill();
}

function drawSplit(context: SKRSContext2D, card: ShareCard, split: ShareCardSplit, place: NonNullable<ShareCardLayout['split']>, center: number) {
  const { barWidth, barHeight, labelSize, labelOffset, top } = place;
  const start = center - barWidth / 2;
  const firstWidth = (barWidth * split.first.percentage) / (split.first.percentage + split.second.percentage || 1);
  // Arabic reads right to left: the first side of the bar is on the right.
  const rightToLeft = languages[card.language].direction === 'rtl';
  context.fillStyle = colors.track;
  fillRoundedRectangle(context, start, top, barWidth, barHeight, barHeight / 2);
  context.fillStyle = colors.berry;
  fillRoundedRectangle(context, rightToLeft ? start + barWidth - firstWidth : start, top, Math.max(firstWidth, barHeight), barHeight, barHeight / 2);
  const firstLabel = `${split.first.label} ${formatPercentage(split.first.percentage, card.language)}`;
  const secondLabel = `${split.second.label} ${formatPercentage(split.second.percentage, card.language)}`;
  context.font = `700 ${labelSize}px ${prepareCardFonts(firstLabel + secondLabel, card.language, 700)}`;
  context.textAlign = rightToLeft ? 'right' : 'left';
  context.fillStyle = colors.berry;
  context.fillText(firstLabel, rightToLeft ? start + barWidth : start, top + labelOffset);
  context.textAlign = rightToLeft ? 'left' : 'right';
  context.fillStyle = colors.brandDark;
  context.fillText(secondLabel, rightToLeft ? start : start + barWidth, top + labelOffset);
  context.textAlign = 'center';
}

/**
 * A share image (docs/spec/product-rules.md D6, decisions 0014 and 0035): the quiz, the visitor's result and an
 * invitation to take it too, every text whole on as many lines as it needs (`layoutShareCard`).
 */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const layout = layoutShareCard(card);
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
  for (const text of layout.texts) {
    context.font = text.font;
    context.fillStyle = textColors[text.role];
    text.lines.forEach((line, index) => context.fillText(line, center, text.top + (index + 0.5) * text.lineHeight));
  }
  if (card.split && layout.split) drawSplit(context, card, card.split, layout.split, center);
  return canvas.encode('png');
}
