import { describe, expect, it } from 'vitest';
import { quizManifests } from '../../domain/quizzes/quiz-manifests';
import { publicSessionFixture } from '../../shared/contracts/testing/public-session';
import { compareSavedResults, describeSavedResult, describeSavedResultCard, describeSavedResultForComparison } from './saved-quiz-kinds.server';

const session = publicSessionFixture;

/** A result every saved quiz has: its default, or one of its keys. */
const resultOf: Record<string, string> = { personality: 'extrovert', animal: 'cat', 'mbti-love': 'ENFP', 'thinking-feeling': 'T', 'best-friend': 'loyal', 'spirit-animal': 'eagle' };

describe('the kinds of saved quizzes', () => {
  it('describe a saved result of every quiz that stores them, as its manifest\'s kind', () => {
    for (const manifest of quizManifests) {
      if (manifest.testTypeId === null) continue;
      const saved = { ...session, testTypeId: manifest.testTypeId, resultType: resultOf[manifest.id]!, resultData: manifest.id === 'thinking-feeling' ? { percentage: 70 } : null };
      expect(describeSavedResult(saved, 'en')?.kind, manifest.id).toBe(manifest.kind);
      expect(describeSavedResultForComparison(saved, 'en')?.testTypeId, manifest.id).toBe(manifest.testTypeId);
      expect(describeSavedResultCard(saved, 'en')?.title, manifest.id).toEqual(expect.any(String));
    }
  });

  it('describe nothing of a test no page shows, nor of a result its quiz does not have', () => {
    for (const unknown of [{ ...session, testTypeId: 99 }, { ...session, testTypeId: 2, resultType: 'dragon' }]) {
      expect(describeSavedResult(unknown, 'en')).toBeNull();
      expect(describeSavedResultForComparison(unknown, 'en')).toBeNull();
      expect(describeSavedResultCard(unknown, 'en')).toBeNull();
    }
  });

  it('set love-MBTI codes letter by letter, and no other quiz\'s badges', () => {
    const love = (id: string, resultType: string) => ({ ...session, id, testTypeId: 5, resultType });
    expect(compareSavedResults(love('love-mbti-first0', 'ENFP'), love('love-mbti-second', 'INFJ'), 'en')!.letters!.map((pair) => pair.same)).toEqual([false, true, true, false]);
    const thinking = (id: string, resultType: string) => ({ ...session, id, testTypeId: 3, resultType, resultData: { percentage: 70 } });
    expect(compareSavedResults(thinking('thinking-mina000', 'T'), thinking('thinking-leo0000', 'F'), 'en')!.letters).toBeNull();
    expect(compareSavedResults(session, { ...session, id: 'egen-teto-joon00' }, 'en')!.letters).toBeNull();
  });
});
