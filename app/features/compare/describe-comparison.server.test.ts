import { describe, expect, it } from 'vitest';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { loadMessages } from '../../i18n/messages.server';
import { describeSavedResultForComparison } from '../../routes/saved-quiz-kinds.server';
import { loadComparison, loadComparisonOutcome } from './describe-comparison.server';

const base: PublicSession = {
  id: '',
  testTypeId: 1,
  name: '',
  gender: 'female',
  answers: [],
  resultType: 'extrovert',
  resultData: null,
  extrovertPercentage: 60,
  introvertPercentage: 40,
  completedAt: '2026-11-24T08:00:00.000Z',
  personalComment: null,
};
const stored: PublicSession[] = [
  { ...base, id: 'egen-teto-minji0', name: 'Minji', extrovertPercentage: 70, introvertPercentage: 30 },
  { ...base, id: 'egen-teto-joon00', name: 'Joon', gender: 'male', extrovertPercentage: 64, introvertPercentage: 36 },
  { ...base, id: 'egen-teto-sora00', name: 'Sora', resultType: 'introvert', extrovertPercentage: 20, introvertPercentage: 80 },
  { ...base, id: 'thinking-mina000', testTypeId: 3, name: 'Mina', resultType: 'T', resultData: { percentage: 70 } },
  { ...base, id: 'thinking-leo0000', testTypeId: 3, name: 'Leo', gender: 'male', resultType: 'F', resultData: { percentage: 65 } },
  { ...base, id: 'thinking-even000', testTypeId: 3, name: 'Eve', resultType: 'F', resultData: { percentage: 50 } },
  { ...base, id: 'animal-cat000000', testTypeId: 2, name: 'Ana', resultType: 'cat' },
  { ...base, id: 'animal-rabbit000', testTypeId: 2, name: 'Ben', gender: 'male', resultType: 'rabbit' },
  { ...base, id: 'animal-cat000001', testTypeId: 2, name: 'Cy', resultType: 'cat' },
];
const sources = {
  findPublicSession: async (id: string) => stored.find((session) => session.id === id) ?? null,
  describeForComparison: describeSavedResultForComparison,
};

describe('comparing two saved results', () => {
  it('pairs two animal results by their matches, and says so in the page language', async () => {
    const view = (await loadComparison('animal-cat000000', 'animal-rabbit000', 'ko', sources))!;
    expect(view.quiz).toEqual({ id: 'animal', path: '/animal-test' });
    expect(view.people.map((person) => person.name)).toEqual(['Ana', 'Ben']);
    expect(view.pairing).toEqual({ level: 'best', ...loadMessages('ko').compare.levels.best });
    expect(view.people[0].strengths).toHaveLength(2);
    expect((await loadComparison('animal-cat000000', 'animal-cat000001', 'en', sources))!.pairing!.level).toBe('same');
  });

  it('compares egen/teto by where both lean, with each one\'s two shares', async () => {
    const same = (await loadComparison('egen-teto-minji0', 'egen-teto-joon00', 'en', sources))!;
    expect(same.pairing).toBeNull();
    expect(same.poleLine).toBe(loadMessages('en').compare.samePole.replace('{{pole}}', same.people[0].split!.first.percentage >= 50 ? 'Egen' : 'Teto'));
    expect(same.people[0].split!.first.percentage + same.people[0].split!.second.percentage).toBe(100);
    const different = (await loadComparison('egen-teto-minji0', 'egen-teto-sora00', 'en', sources))!;
    expect(different.poleLine).toBe(loadMessages('en').compare.differentPoles);
  });

  it('compares thinking-feeling by the stored shares, in each person\'s forms', async () => {
    const view = (await loadComparison('thinking-mina000', 'thinking-leo0000', 'fr', sources))!;
    expect(view.people.map((person) => person.split!.first.percentage)).toEqual([70, 35]);
    expect(view.poleLine).toBe(loadMessages('fr').compare.differentPoles);
    expect(view.letters).toBeNull();
    // An even split leans the way of its result: this F at 50 % is not on Mina's thinking side.
    const even = (await loadComparison('thinking-even000', 'thinking-mina000', 'en', sources))!;
    expect(even.poleLine).toBe(loadMessages('en').compare.differentPoles);
    // Two equal results: the pairing says it, no second line.
    const same = (await loadComparison('thinking-even000', 'thinking-leo0000', 'en', sources))!;
    expect([same.pairing!.level, same.poleLine]).toEqual(['same', null]);
  });

  it('refuses a result compared with itself, results of two tests, and unknown ids', async () => {
    expect(await loadComparison('animal-cat000000', 'animal-cat000000', 'en', sources)).toBeNull();
    expect(await loadComparison('animal-cat000000', 'egen-teto-minji0', 'en', sources)).toBeNull();
    expect(await loadComparison('animal-cat000000', 'nobody0000000000', 'en', sources)).toBeNull();
  });

  it('says what a comparison address without a comparison still shows', async () => {
    const both = await loadComparisonOutcome('animal-cat000000', 'animal-rabbit000', 'en', sources);
    expect(both?.kind).toBe('comparison');
    // One result found, first or second, or "compared" with itself: that one, with its test to take.
    for (const [first, second] of [['animal-cat000000', 'nobody0000000000'], ['nobody0000000000', 'animal-cat000000'], ['animal-cat000000', 'animal-cat000000']] as const) {
      const one = await loadComparisonOutcome(first, second, 'ja', sources);
      expect(one?.kind === 'one-found' && [one.person.name, one.quiz]).toEqual(['Ana', { id: 'animal', path: '/animal-test' }]);
    }
    const apart = await loadComparisonOutcome('egen-teto-minji0', 'thinking-leo0000', 'en', sources);
    expect(apart?.kind === 'different-tests' && apart.results.map(({ person, quiz }) => [person.name, quiz.id])).toEqual([['Minji', 'personality'], ['Leo', 'thinking-feeling']]);
    expect(await loadComparisonOutcome('nobody0000000000', 'nobody0000000001', 'en', sources)).toBeNull();
  });
});
