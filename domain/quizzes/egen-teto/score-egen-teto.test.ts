import { describe, expect, it } from 'vitest';
import { egenTetoQuestions, type EgenTetoResultType } from './egen-teto-structure';
import {
  bandOf,
  egenTetoQuizDefinition,
  emojiIndexOf,
  extroversionBandOf,
  scoreAreas,
  tierOf,
  tierTitleKeyOf,
} from './score-egen-teto';

/** Picks, per question, the option with the given suffix (a/b teto, c/d egen). */
const answersWith = (pick: (index: number) => 'a' | 'b' | 'c' | 'd') =>
  egenTetoQuestions.map((question, index) => `${question.id}-${pick(index)}`);

/** The scores the quiz's own definition (the server's check, run in the browser too) gives valid answers. */
function scoreValidAnswers(answers: readonly string[]) {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const { resultType, extrovertPercentage, introvertPercentage } = scored.outcome;
  return { resultType: resultType as EgenTetoResultType, extrovertPercentage, introvertPercentage };
}

describe('egen/teto scores', () => {
  it.each([
    ['all strong teto', () => 'a' as const, 'extrovert', 100, 0],
    ['all strong egen', () => 'c' as const, 'introvert', 0, 100],
    ['all mild teto', () => 'b' as const, 'extrovert', 100, 0],
  ])('%s', (_label, pick, resultType, extrovertPercentage, introvertPercentage) => {
    expect(scoreValidAnswers(answersWith(pick))).toEqual({ resultType, extrovertPercentage, introvertPercentage });
  });

  it('gives extrovert on an exact tie of weights', () => {
    // a (1 / 0.9) on the first 15 questions vs c (0.9 / 1) on the last 15: both sum to 14.3.
    const answers = answersWith((index) => (index < 15 ? 'a' : 'c'));
    const score = scoreValidAnswers(answers);
    expect(score).toEqual({ resultType: 'extrovert', extrovertPercentage: 50, introvertPercentage: 50 });
  });

  it('is introvert when the egen weight is strictly greater, and the percentages add to 100', () => {
    const answers = answersWith((index) => (index < 12 ? 'a' : 'd'));
    const score = scoreValidAnswers(answers);
    expect(score.resultType).toBe('introvert');
    expect(score.extrovertPercentage + score.introvertPercentage).toBe(100);
    expect(score.introvertPercentage).toBeGreaterThan(50);
  });

  it('rounds the share of the total weight', () => {
    // 20 strong teto answers (sum 19) and 10 mild egen answers (sum 7.5): 19 / 26.5 = 71.7 %.
    const answers = answersWith((index) => (index < 20 ? 'a' : 'd'));
    const teto = egenTetoQuestions.slice(0, 20).reduce((sum, question) => sum + question.options[0].weightTenths, 0);
    const egen = egenTetoQuestions.slice(20).reduce((sum, question) => sum + question.options[3].weightTenths, 0);
    expect(scoreValidAnswers(answers).extrovertPercentage).toBe(Math.round((teto / (teto + egen)) * 100));
  });

  it('gives extrovert on the 50/50 tie that float sums once scored as introvert', () => {
    // Found in the field: these answers sum to 14.3 on both poles, but the float sums differed in the last bit.
    const letters = 'b a c a d d a d c c b b a d c a b b b c d a a d d b b c c d'.split(' ');
    const answers = egenTetoQuestions.map((question, index) => `${question.id}-${letters[index]}`);
    expect(scoreValidAnswers(answers)).toEqual({ resultType: 'extrovert', extrovertPercentage: 50, introvertPercentage: 50 });
  });

  it('always gives the same result for the same answers', () => {
    const answers = answersWith((index) => (['a', 'b', 'c', 'd'] as const)[(index * 7) % 4]!);
    expect(scoreValidAnswers(answers)).toEqual(scoreValidAnswers([...answers]));
  });
});

describe('tiers and bands', () => {
  it.each([
    [100, 1], [80, 1], [79, 2], [65, 2], [64, 3], [50, 3],
  ])('tier of %i is %i', (percentage, tier) => expect(tierOf(percentage)).toBe(tier));

  it.each([
    [50, 'balanced'], [54, 'balanced'], [55, '3'], [70, '2'], [85, '1'],
  ])('tier title of %i is %s', (percentage, key) => expect(tierTitleKeyOf(percentage)).toBe(key));

  it.each([
    [50, '50'], [59, '50'], [60, '60'], [69, '60'], [70, '70'], [79, '70'], [80, '80'], [89, '80'], [90, '90'], [91, '91'], [100, '91'],
  ])('band of %i is %s', (percentage, band) => expect(bandOf(percentage)).toBe(band));

  it.each([
    [100, 'very-high'], [80, 'very-high'], [79, 'high'], [65, 'high'], [64, 'moderate'], [50, 'moderate'],
    [49, 'balanced-introvert'], [35, 'balanced-introvert'], [34, 'strongly-introvert'], [0, 'strongly-introvert'],
  ])('extroversion band of %i is %s', (percentage, band) => expect(extroversionBandOf(percentage)).toBe(band));
});

describe('scoreAreas', () => {
  it('measures each area from its own six questions', () => {
    // Teto on social energy (q1-q6) only, egen everywhere else.
    const areas = scoreAreas(answersWith((index) => (index < 6 ? 'a' : 'c')));
    expect(areas).toEqual({ 'social-energy': 100, expression: 0, decision: 0, 'daily-rhythm': 0, relationships: 0 });
  });
});

describe('emojiIndexOf', () => {
  it('is stable and within the list', () => {
    expect(emojiIndexOf('AbCdEfGhIjKlMnOp', 20)).toBe(emojiIndexOf('AbCdEfGhIjKlMnOp', 20));
    for (const id of ['a', 'zzzzzzzzzzzzzzzz', '0000000000000000']) {
      expect(emojiIndexOf(id, 20)).toBeGreaterThanOrEqual(0);
      expect(emojiIndexOf(id, 20)).toBeLessThan(20);
    }
  });
});

describe('egenTetoQuizDefinition', () => {
  it('scores valid answers with no resultData', () => {
    expect(egenTetoQuizDefinition.scoreAnswers(answersWith(() => 'c'))).toEqual({
      ok: true,
      outcome: { resultType: 'introvert', extrovertPercentage: 0, introvertPercentage: 100, resultData: null },
    });
  });

  it.each([
    [[], /one answer per question \(30\)/],
    [answersWith(() => 'a').slice(1), /one answer per question/],
    [['q2-a', ...answersWith(() => 'a').slice(1)], /answer 1 is not an option of question 1/],
    [[...answersWith(() => 'a').slice(0, 29), 'q30-x'], /answer 30/],
  ])('rejects malformed answers', (answers, reason) => {
    expect(egenTetoQuizDefinition.scoreAnswers(answers)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('has 30 questions of four options, two per pole, weights from 0.7/0.8/0.9/1', () => {
    expect(egenTetoQuestions).toHaveLength(30);
    for (const question of egenTetoQuestions) {
      expect(question.options.filter((option) => option.key === 'teto')).toHaveLength(2);
      expect(question.options.filter((option) => option.key === 'egen')).toHaveLength(2);
      for (const option of question.options) expect([7, 8, 9, 10]).toContain(option.weightTenths);
    }
  });
});
