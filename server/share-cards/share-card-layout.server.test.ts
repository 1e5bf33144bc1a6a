import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../domain/languages';
import { choiceQuizContents, quizContents } from '../../domain/quizzes/choice-quiz-contents';
import { isChoiceQuizId, type QuizId } from '../../domain/quizzes/quiz-manifests';
import { splitAtBreakOpportunities, splitSentences } from '../../domain/text/break-lines';
import { shareCardHeight, shareCardWidth, storyCardHeight, storyCardWidth, type ShareCard, type ShareCardFormat } from '../../shared/contracts/share-card';
import { drawShareCard } from './draw-share-card.server';
import { layoutShareCard, type CardTextBlock, type CardTextRole, type ShareCardLayout } from './share-card-layout.server';

interface RealResult {
  quiz: QuizId;
  title: string;
  description: string;
  emoji: string;
}

const genders = ['male', 'female'] as const;
type Gendered = string | Partial<Record<(typeof genders)[number], string>>;
const inGender = (text: Gendered | undefined, gender: (typeof genders)[number]) => (typeof text === 'string' ? text : text?.[gender]);

/**
 * Every result title of every quiz in one language, as its card shows it: the choice quizzes' share titles (the
 * love-MBTI code in front), and the titles of the egen/teto results and the photo quizzes' types, in both genders.
 */
function realResults(language: LanguageCode): RealResult[] {
  const results: RealResult[] = [];
  for (const [quiz, contents] of Object.entries(quizContents) as [QuizId, (typeof quizContents)[QuizId]][]) {
    if (isChoiceQuizId(quiz)) {
      const module = choiceQuizContents[quiz];
      for (const type of Object.keys(module.contents[language].profiles)) {
        for (const gender of genders) {
          const view = module.describeResult(language, type, { gender, percentage: null })!;
          results.push({ quiz, title: view.shareTitle, description: view.description, emoji: view.emoji });
        }
      }
      continue;
    }
    const visit = (value: unknown, path: string[]) => {
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if ('title' in record && path[0] !== 'page' && path[0] !== 'card') {
        for (const gender of genders) {
          const title = inGender(record.title as Gendered, gender);
          const description = inGender(record.description as Gendered | undefined, gender) ?? '';
          if (title) results.push({ quiz, title, description, emoji: '🦊' });
        }
      }
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
    };
    visit(contents[language], []);
  }
  return results;
}

/** The longest titles of a language, each once. */
function longestResults(language: LanguageCode, count: number): RealResult[] {
  const unique = new Map(realResults(language).map((result) => [result.title, result]));
  return [...unique.values()].sort((first, second) => second.title.length - first.title.length).slice(0, count);
}

const quizNameOf = (quiz: QuizId, language: LanguageCode) => quizContents[quiz][language].card.name;

function cardOf(language: LanguageCode, result: RealResult, format: ShareCardFormat, extra: Partial<ShareCard> = {}): ShareCard {
  return { language, quizName: quizNameOf(result.quiz, language), emoji: result.emoji, title: result.title, subtitle: result.description, callToAction: 'Take the test too', host: 'quiz.example', format, ...extra };
}

/** The compare card of the two longest titles of a language (decision 0036), as describeComparisonCard writes it. */
function comparisonCard(language: LanguageCode, format: ShareCardFormat): ShareCard {
  const [first, second] = longestResults(language, 2);
  return cardOf(language, first!, format, { emoji: '🦊 🐻', eyebrow: 'Alexandra × Maximilian', title: `${first!.title} × ${second!.title}`, subtitle: second!.description });
}

const measuring = createCanvas(1, 1).getContext('2d');
function widthOf(block: CardTextBlock, line: string): number {
  measuring.font = block.font;
  return measuring.measureText(line).width;
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');
const textOf = (layout: ShareCardLayout, role: CardTextRole) => layout.texts.find((text) => text.role === role);

/** What every card must hold: the whole title on lines no wider than the text, everything in its place. */
function expectWholeTitle(card: ShareCard) {
  const layout = layoutShareCard(card);
  const title = textOf(layout, 'title')!;
  const context = `${card.language} ${card.format}: ${card.title}`;
  expect(withoutSpaces(title.lines.join('')), context).toBe(withoutSpaces(card.title));
  expect(title.lines.join('\n'), context).not.toContain('…');
  for (const line of title.lines) {
    // Wider than the text only when the line is a single word that cannot be broken.
    if (widthOf(title, line) > layout.textWidth) expect(splitAtBreakOpportunities(line, card.language), `${context}: ${line}`).toHaveLength(1);
  }
  expect(layout.fits, context).toBe(true);
  // The description shows its first sentences, whole.
  const subtitle = textOf(layout, 'subtitle');
  if (subtitle) {
    const shown = withoutSpaces(subtitle.lines.join(''));
    const sentences = splitSentences(card.subtitle!, card.language);
    const prefixes = sentences.map((_sentence, index) => withoutSpaces(sentences.slice(0, index + 1).join('')));
    expect(prefixes, context).toContain(shown);
  }
  // No two parts overlap, and all stay on the card's white panel.
  const boxes = [
    ...layout.texts.map((text) => ({ top: text.top, bottom: text.top + text.height })),
    ...(layout.split ? [{ top: layout.split.top, bottom: layout.split.top + layout.split.height }] : []),
  ].sort((first, second) => first.top - second.top);
  boxes.forEach((box, index) => {
    if (index > 0) expect(box.top, context).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  });
  expect(boxes[0]!.top).toBeGreaterThan(layout.panel.y);
  expect(boxes.at(-1)!.bottom).toBeLessThan(layout.height - layout.panel.y);
  return { layout, title, boxes };
}

describe('layoutShareCard', () => {
  it('shows the whole English love-MBTI titles on the story card, over several lines and at the full size', () => {
    const titles = realResults('en').filter(({ quiz }) => quiz === 'mbti-love');
    expect(titles.map(({ title }) => title)).toContain('INFJ · The destiny believer who sees straight into your soul');
    for (const result of titles) {
      const { title } = expectWholeTitle(cardOf('en', result, 'story'));
      expect(title.size).toBeGreaterThanOrEqual(80);
    }
    const { title } = expectWholeTitle(cardOf('en', titles.find(({ title: text }) => text.startsWith('INFJ'))!, 'story'));
    expect(title.lines.length).toBeGreaterThan(2);
    expect(title.lines.at(-1)).toMatch(/soul$/);
  });

  it.each(languageCodes)('shows the longest real titles whole on the link and story cards in %s', (language) => {
    for (const result of longestResults(language, 6)) {
      for (const format of ['link', 'story'] as const) {
        expectWholeTitle(cardOf(language, result, format));
        expectWholeTitle(cardOf(language, result, format, { eyebrow: 'Alexandra Maximiliana’s result' }));
      }
    }
  });

  it.each(languageCodes)('shows both titles whole on the compare card in %s', (language) => {
    for (const format of ['link', 'story'] as const) expectWholeTitle(comparisonCard(language, format));
  });

  it('shows a title whole above the egen/teto bar', () => {
    const split = { first: { label: 'Egen', percentage: 38 }, second: { label: 'Teto', percentage: 62 } };
    for (const format of ['link', 'story'] as const) {
      const { layout } = expectWholeTitle(cardOf('en', longestResults('en', 1)[0]!, format, { eyebrow: "Alexandra's result", subtitle: undefined, split }));
      expect(layout.split).toBeDefined();
    }
  });

  it('spreads a short card over the tall story card instead of leaving half of it empty', () => {
    const short = { quiz: 'animal', title: '강아지상', description: '', emoji: '🐶' } as const;
    const { layout, boxes } = expectWholeTitle(cardOf('ko', short, 'story', { subtitle: undefined }));
    const emptiest = Math.max(...boxes.slice(1).map((box, index) => box.top - boxes[index]!.bottom));
    expect(emptiest).toBeLessThan(layout.height / 4);
  });

  it('draws the cards it lays out', async () => {
    const infj = realResults('en').find(({ title }) => title.startsWith('INFJ'))!;
    for (const [card, size] of [
      [cardOf('en', infj, 'story'), [storyCardWidth, storyCardHeight]],
      [comparisonCard('th', 'link'), [shareCardWidth, shareCardHeight]],
      [comparisonCard('ar', 'story'), [storyCardWidth, storyCardHeight]],
    ] as const) {
      const image = await loadImage(await drawShareCard(card));
      expect([image.width, image.height]).toEqual(size);
    }
  });
});
