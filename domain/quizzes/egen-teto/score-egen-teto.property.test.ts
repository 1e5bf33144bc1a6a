import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { egenTetoBands, egenTetoQuestions, extroversionBands, type EgenTetoResultType } from './egen-teto-structure';
import { bandOf, egenTetoQuizDefinition, extroversionBandOf, scoreAreas, tierOf, tierTitleKeyOf, winningPercentage } from './score-egen-teto';

const letters = ['a', 'b', 'c', 'd'] as const;
type Letter = (typeof letters)[number];

const toAnswers = (picks: readonly Letter[]) => egenTetoQuestions.map((question, index) => `${question.id}-${picks[index]}`);
const anyPicks = fc.array(fc.constantFrom(...letters), { minLength: 30, maxLength: 30 });

/** The scores the quiz's own definition (the server's check, run in the browser too) gives valid answers. */
function scoreValidAnswers(answers: readonly string[]) {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const { resultType, extrovertPercentage, introvertPercentage } = scored.outcome;
  return { resultType: resultType as EgenTetoResultType, extrovertPercentage, introvertPercentage };
}

/** The pole sums in tenths, computed here from the structure rather than by the code under test. */
function poleSums(picks: readonly Letter[]) {
  let teto = 0;
  let egen = 0;
  picks.forEach((letter, index) => {
    const option = egenTetoQuestions[index]!.options[letters.indexOf(letter)]!;
    if (option.key === 'teto') teto += option.weightTenths;
    else egen += option.weightTenths;
  });
  return { teto, egen };
}

/**
 * Questions i and i + 15 have opposite weight patterns, and swapping a<->c, b<->d moves an option's exact
 * weight to the other pole: the second half mirroring the first always ties.
 */
const mirror: Record<Letter, Letter> = { a: 'c', b: 'd', c: 'a', d: 'b' };
const tiedPicks = fc
  .array(fc.constantFrom(...letters), { minLength: 15, maxLength: 15 })
  .map((half) => [...half, ...half.map((letter) => mirror[letter])]);

describe('egen/teto score properties', () => {
  it('an exact tie gives extrovert at 50/50', () => {
    fc.assert(
      fc.property(tiedPicks, (picks) => {
        const sums = poleSums(picks);
        expect(sums.teto).toBe(sums.egen);
        expect(scoreValidAnswers(toAnswers(picks))).toEqual({ resultType: 'extrovert', extrovertPercentage: 50, introvertPercentage: 50 });
      }),
      { numRuns: 500 },
    );
  });

  it('the two percentages add up to 100, and introvert wins only with the strictly greater sum', () => {
    fc.assert(
      fc.property(anyPicks, (picks) => {
        const score = scoreValidAnswers(toAnswers(picks));
        const sums = poleSums(picks);
        expect(score.extrovertPercentage + score.introvertPercentage).toBe(100);
        expect(Number.isInteger(score.extrovertPercentage)).toBe(true);
        expect(score.resultType).toBe(sums.egen > sums.teto ? 'introvert' : 'extrovert');
        expect(winningPercentage(score)).toBeGreaterThanOrEqual(50);
        for (const share of Object.values(scoreAreas(toAnswers(picks)))) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every tier, title, band and extroversion band can be reached, on both sides', () => {
    // Every reachable pair of pole sums, with one way to reach it: an exhaustive walk over 4^30 answer sets
    // collapses to a few thousand states.
    let states = new Map<string, Letter[]>([['0,0', []]]);
    for (const question of egenTetoQuestions) {
      const next = new Map<string, Letter[]>();
      for (const [key, picks] of states) {
        const [teto, egen] = key.split(',').map(Number) as [number, number];
        question.options.forEach((option, index) => {
          const sums = option.key === 'teto' ? [teto + option.weightTenths, egen] : [teto, egen + option.weightTenths];
          const nextKey = sums.join(',');
          if (!next.has(nextKey)) next.set(nextKey, [...picks, letters[index]!]);
        });
      }
      states = next;
    }

    const seen = new Set<string>();
    for (const picks of states.values()) {
      const score = scoreValidAnswers(toAnswers(picks));
      const winning = winningPercentage(score);
      seen.add(`${score.resultType} tier ${tierOf(winning)}`);
      seen.add(`${score.resultType} title ${tierTitleKeyOf(winning)}`);
      seen.add(`${score.resultType} band ${bandOf(winning)}`);
      seen.add(`extroversion ${extroversionBandOf(score.extrovertPercentage)}`);
    }
    const expected = [
      ...(['extrovert', 'introvert'] as const).flatMap((side) => [
        ...[1, 2, 3].map((tier) => `${side} tier ${tier}`),
        ...['1', '2', '3', 'balanced'].map((title) => `${side} title ${title}`),
        ...egenTetoBands.map((band) => `${side} band ${band}`),
      ]),
      ...extroversionBands.map((band) => `extroversion ${band}`),
    ];
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
