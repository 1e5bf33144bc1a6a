import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeChoiceResult, listChoiceQuizTypes, loadChoiceQuizPage } from '../app/features/choice-quiz/choice-quiz-content.server';
import { loadAnimalFacePage } from '../app/features/photo-analysis/animal-face-content.server';
import { loadFaceRatingPage } from '../app/features/photo-analysis/face-rating-content.server';
import { loadFaceReadingPage } from '../app/features/photo-analysis/face-reading-content.server';
import { loadEgenTetoExplainer } from '../app/features/egen-teto/egen-teto-content.server';
import { loadMessages } from '../app/i18n/messages.server';
import { languageCodes, type LanguageCode } from '../domain/languages';
import { collectTexts } from '../domain/text-scripts';
import { keepWordsTogetherInContent, thaiWordsKeptWhole } from '../domain/text/keep-words-together';
import { lineStartsWith, unjoinedCutsAfter, unjoinedCutsInside } from '../domain/text/testing/line-break-checks';

/**
 * Decision 0041: the line-breaking rules hold for every text a page shows, as the server lays it out. The
 * content files stay plain; this scans them after the same step the server applies, and the loaders that apply it.
 */
/** Metadata keeps its plain text for crawlers (keep-words-together.ts). */
const isMetadata = (key: string) => /(^|\.)(metaTitle|metaDescription|keywords)$/u.test(key);

function laidOutTextsOf(language: LanguageCode): { where: string; text: string }[] {
  const files = [
    ...readdirSync('domain/quizzes', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((folder) => path.join('domain/quizzes', folder.name, 'content', `${language}.json`))
      .filter((file) => existsSync(file)),
    `app/i18n/messages/${language}.json`,
  ];
  return files.flatMap((file) =>
    collectTexts(keepWordsTogetherInContent(JSON.parse(readFileSync(file, 'utf8')), language))
      .filter(([key]) => !isMetadata(key))
      .map(([key, text]) => ({ where: `${file} ${key}`, text })),
  );
}

const report = (texts: { where: string; text: string }[], find: (text: string) => string[]) =>
  texts.flatMap(({ where, text }) => find(text).map((spot) => `${where}: ${spot}`));

describe('line breaks in every text a page shows', () => {
  const thai = laidOutTextsOf('th');

  it('Thai: no line breaks inside a word kept whole (หัวเย็น, รู้สึก, เทโท, …)', () => {
    expect(report(thai, (text) => unjoinedCutsInside(text, thaiWordsKeptWhole))).toEqual([]);
  });

  it('Thai: no bound prefix ends a line (ความ / รู้สึก, สาย / รู้สึก)', () => {
    expect(report(thai, (text) => unjoinedCutsAfter(text, ['ความ', 'การ', 'สาย', 'ผู้', 'ขี้', 'น่า']))).toEqual([]);
  });

  it('Thai: no line starts with ๆ', () => {
    expect(report(thai, (text) => lineStartsWith(text, 'ๆ'))).toEqual([]);
  });

  it.each(languageCodes)('%s: no line starts with a middle dot', (language) => {
    expect(report(laidOutTextsOf(language), (text) => lineStartsWith(text, '·'))).toEqual([]);
  });
});

describe('the pages receive their texts laid out', () => {
  const reader = { gender: 'female', percentage: 80 } as const;

  it('in the choice quizzes: result titles, the quiz page, the page of all results', () => {
    expect(unjoinedCutsInside(describeChoiceResult('thinking-feeling', 'th', 'T', reader)!.title, 'หัวเย็น')).toEqual([]);
    expect(unjoinedCutsInside(listChoiceQuizTypes('thinking-feeling', 'th').find(({ type }) => type === 'F')!.title, 'สายรู้สึก')).toEqual([]);
    expect(collectTexts(loadChoiceQuizPage('thinking-feeling', 'th').questions).flatMap(([, text]) => lineStartsWith(text, 'ๆ'))).toEqual([]);
  });

  it('in the interface, egen/teto and the photo quizzes', () => {
    expect(unjoinedCutsInside(loadMessages('th').quiz.feeling, 'สายรู้สึก')).toEqual([]);
    expect(lineStartsWith(loadMessages('ko').tests['ai-face-reading'].description, '·')).toEqual([]);
    expect(unjoinedCutsInside(loadEgenTetoExplainer('th')!.heading, 'เทโท')).toEqual([]);
    for (const content of [loadAnimalFacePage('th'), loadFaceRatingPage('th'), loadFaceReadingPage('th')]) {
      const texts = collectTexts(content).filter(([key]) => !isMetadata(key)).map(([, text]) => text);
      expect(texts.flatMap((text) => lineStartsWith(text, 'ๆ'))).toEqual([]);
      expect(texts.flatMap((text) => unjoinedCutsInside(text, thaiWordsKeptWhole))).toEqual([]);
    }
  });
});
