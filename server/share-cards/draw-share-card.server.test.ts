import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../domain/languages';
import { ratingBandEmoji } from '../../domain/quizzes/ai-face-rating/face-rating';
import { shareCardHeight, shareCardWidth, storyCardHeight, storyCardWidth, type ShareCard } from '../../shared/contracts/share-card';
import { drawShareCard } from './draw-share-card.server';
import { prepareCardFonts } from './share-card-fonts.server';

/** Pixels of a line drawn at 48px, as RGBA bytes. */
function drawLine(text: string, language: LanguageCode): Uint8ClampedArray {
  const canvas = createCanvas(900, 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 900, 80);
  context.fillStyle = '#000';
  context.font = `48px ${prepareCardFonts(text, language, 700)}`;
  context.fillText(text, 10, 60);
  return context.getImageData(0, 0, 900, 80).data;
}

function countDifferentPixels(first: Uint8ClampedArray, second: Uint8ClampedArray): number {
  let different = 0;
  for (let index = 0; index < first.length; index += 4) if (first[index] !== second[index]) different += 1;
  return different;
}

describe('share card fonts', () => {
  // Without the script's font every glyph is the same missing-glyph box: the line would equal a row of boxes.
  // The machine's own fonts (DejaVu has Arabic) must not be what draws the card: the list names the script's font.
  const samples: Record<string, [LanguageCode, string, string]> = {
    Hangul: ['ko', '반짝반짝 테토녀', 'noto-sans-kr'],
    Japanese: ['ja', '大きな夢を守るワシ', 'noto-sans-jp'],
    Chinese: ['zh', '守护你梦想的雄鹰', 'noto-sans-sc'],
    Thai: ['th', 'หน้าหมาเห็นแล้วอารมณ์ดี', 'noto-sans-thai'],
    Devanagari: ['hi', 'धड़कनों से भरी आतिशबाज़ी', 'noto-sans-devanagari'],
    Arabic: ['ar', 'فتاة تيتو متألقة', 'noto-sans-arabic'],
  };
  it.each(Object.entries(samples))('draws %s with real glyphs', (_script, [language, text, fontPackage]) => {
    expect(prepareCardFonts(text, language, 700)).toMatch(new RegExp(`^"Card ${fontPackage} `));
    const boxes = '\u{10FFFD}'.repeat([...text].length);
    expect(countDifferentPixels(drawLine(text, language), drawLine(boxes, language))).toBeGreaterThan(500);
  });

  it.each([['a look-alike', '🐶🦊'], ['the rating bands', Object.values(ratingBandEmoji).join('')]])('draws the emoji of %s in colour', (_what, emoji) => {
    const pixels = drawLine(emoji, 'en');
    let coloured = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      const [red, green, blue] = [pixels[index]!, pixels[index + 1]!, pixels[index + 2]!];
      if (Math.max(red, green, blue) - Math.min(red, green, blue) > 60) coloured += 1;
    }
    expect(coloured).toBeGreaterThan(1000);
  });
});

const card = (language: LanguageCode, overrides: Partial<ShareCard> = {}): ShareCard => ({
  language,
  quizName: 'Quiz',
  emoji: '🦅',
  eyebrow: '민지 Min',
  title: 'A title long enough to be fitted into the card width, in any language',
  split: { first: { label: 'Egen', percentage: 38 }, second: { label: 'Teto', percentage: 62 } },
  callToAction: 'Take the test',
  host: 'quiz.example',
  ...overrides,
});

describe('drawShareCard', () => {
  it.each(languageCodes)('draws a 1200x630 PNG in %s', async (language) => {
    const image = await loadImage(await drawShareCard(card(language)));
    expect([image.width, image.height]).toEqual([shareCardWidth, shareCardHeight]);
  });

  it('draws different cards for different results, with a bar or a description', async () => {
    const [bar, description] = await Promise.all([
      drawShareCard(card('ko')),
      drawShareCard(card('ko', { split: undefined, subtitle: 'A description of two lines at the most, wrapped on word boundaries by the segmenter' })),
    ]);
    expect(bar.equals(description)).toBe(false);
  });

  it.each(languageCodes)('draws the 1080x1920 story card in %s, a different picture from the link card', async (language) => {
    const withDescription = card(language, { split: undefined, subtitle: 'A description long enough to wrap over several lines on the tall story card, in any language at all.' });
    const [story, link] = await Promise.all([drawShareCard({ ...withDescription, format: 'story' }), drawShareCard(withDescription)]);
    const image = await loadImage(story);
    expect([image.width, image.height]).toEqual([storyCardWidth, storyCardHeight]);
    expect(story.equals(link)).toBe(false);
  });
});
