import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../../domain/languages';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { describeChoiceResult } from '../choice-quiz/choice-quiz-content.server';
import { describeResultForPage } from '../egen-teto/egen-teto-content.server';
import { describeShareCard } from './share-card-content.server';
import { prepareCardFonts } from './share-card-fonts.server';
import { renderShareCard, shareCardHeight, shareCardWidth } from './share-card.server';
import { egenTetoShareQuiz } from './share-image-path';

const session: PublicSession = {
  id: 'abcdefghijklmnop',
  testTypeId: 1,
  name: '민지 Min',
  gender: 'female',
  resultType: 'extrovert',
  introvertPercentage: 38,
  extrovertPercentage: 62,
  answers: [],
  resultData: null,
  personalComment: null,
  completedAt: '2026-11-23T08:00:00.000Z',
};
const sources = {
  publicOrigin: 'https://quiz.example',
  findPublicSession: async (id: string) => (id === session.id ? session : null),
  describeEgenTetoResult: describeResultForPage,
  describeChoiceResult,
};

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

  it('draws emoji in colour', () => {
    const pixels = drawLine('🐶🦊', 'en');
    let coloured = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      const [red, green, blue] = [pixels[index]!, pixels[index + 1]!, pixels[index + 2]!];
      if (Math.max(red, green, blue) - Math.min(red, green, blue) > 60) coloured += 1;
    }
    expect(coloured).toBeGreaterThan(1000);
  });
});

describe('share cards', () => {
  it.each(languageCodes)('renders the egen/teto card of a session as a 1200x630 PNG in %s', async (language) => {
    const card = await describeShareCard({ language, quiz: egenTetoShareQuiz, key: session.id }, sources);
    expect(card).toMatchObject({ language, eyebrow: expect.stringContaining('민지 Min'), split: { first: { percentage: 38 }, second: { percentage: 62 } } });
    const image = await loadImage(await renderShareCard(card!));
    expect([image.width, image.height]).toEqual([shareCardWidth, shareCardHeight]);
  });

  it('describes a choice quiz result in the page language and refuses unknown results', async () => {
    const card = await describeShareCard({ language: 'fr', quiz: 'spirit-animal', key: 'eagle' }, sources);
    expect(card).toMatchObject({ quizName: expect.any(String), emoji: '🦅', host: 'quiz.example' });
    expect(card!.subtitle!.length).toBeGreaterThan(20);
    expect(await describeShareCard({ language: 'fr', quiz: 'spirit-animal', key: 'dragon' }, sources)).toBeNull();
    expect(await describeShareCard({ language: 'fr', quiz: 'horoscope', key: 'eagle' }, sources)).toBeNull();
    expect(await describeShareCard({ language: 'fr', quiz: egenTetoShareQuiz, key: 'zzzzzzzzzzzzzzzz' }, sources)).toBeNull();
  });

  it('does not make a choice-quiz session into an egen/teto card', async () => {
    const other = { ...sources, findPublicSession: async () => ({ ...session, testTypeId: 2, resultType: 'dog' }) };
    expect(await describeShareCard({ language: 'en', quiz: egenTetoShareQuiz, key: session.id }, other)).toBeNull();
  });

  it('gives different cards to different results', async () => {
    const [dog, cat] = await Promise.all(
      ['dog', 'cat'].map(async (key) => renderShareCard((await describeShareCard({ language: 'ko', quiz: 'animal', key }, sources))!)),
    );
    expect(dog!.equals(cat!)).toBe(false);
  });
});
