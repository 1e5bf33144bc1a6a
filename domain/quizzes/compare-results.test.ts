import { describe, expect, it } from 'vitest';
import { languageCodes } from '../languages';
import { choiceQuizContents } from './choice-quiz-contents';
import { readMatchFacts } from './choice-result-view';
import { compareLetters, ratePairing } from './compare-results';

describe('ratePairing', () => {
  const cat = { type: 'cat', bestMatch: 'rabbit', hardestMatch: 'dog', compatible: ['rabbit', 'bear'] };
  const rabbit = { type: 'rabbit', bestMatch: 'bear', hardestMatch: 'wolf', compatible: ['bear', 'cat'] };

  it('calls two equal results the same', () => {
    expect(ratePairing(cat, { ...cat })).toBe('same');
  });

  it('counts a best match named by either side, in either order', () => {
    expect(ratePairing(cat, rabbit)).toBe('best');
    expect(ratePairing(rabbit, cat)).toBe('best');
    expect(ratePairing({ type: 'bear' }, { type: 'fox', bestMatch: 'bear' })).toBe('best');
  });

  it('counts good company from the compatibility lists', () => {
    expect(ratePairing(cat, { type: 'bear', bestMatch: 'dog' })).toBe('good');
  });

  it('calls a hardest match hard, and says both sides where the other side gets along with it (never "good" alone)', () => {
    expect(ratePairing(cat, { type: 'dog', bestMatch: 'bear' })).toBe('hard');
    // The cat's page says its hardest match is the dog: the comparison must not call them simply a good match.
    expect(ratePairing(cat, { type: 'dog', compatible: ['cat'] })).toBe('mixed');
    expect(ratePairing({ type: 'dog', bestMatch: 'cat' }, cat)).toBe('mixed');
  });

  it('is neutral between results that name each other nowhere, and unrated where the quiz names no matches', () => {
    expect(ratePairing(cat, { type: 'wolf', bestMatch: 'dog', hardestMatch: 'bear' })).toBe('neutral');
    expect(ratePairing({ type: 'T' }, { type: 'F' })).toBeNull();
    expect(ratePairing({ type: 'T' }, { type: 'T' })).toBe('same');
  });
});

describe('compareLetters', () => {
  it('pairs the letters by position', () => {
    expect(compareLetters('ENFP', 'INFJ')).toEqual([
      { first: 'E', second: 'I', same: false },
      { first: 'N', second: 'N', same: true },
      { first: 'F', second: 'F', same: true },
      { first: 'P', second: 'J', same: false },
    ]);
  });

  it('refuses codes of different lengths', () => {
    expect(compareLetters('ENFP', 'cat')).toBeNull();
    expect(compareLetters('', '')).toBeNull();
  });
});

describe('pairings on the real results', () => {
  it('never calls a pair simply a good or best match where one result\'s own page names the other its hardest match', () => {
    let hardPairsSeen = 0;
    for (const [quizId, module] of Object.entries(choiceQuizContents)) {
      for (const language of languageCodes) {
        const types = Object.keys(module.listResultLabels(language));
        const facts = types.flatMap((type) => {
          const view = module.describeResult(language, type, { gender: 'female', percentage: null });
          return view ? [readMatchFacts(view)] : [];
        });
        for (const first of facts) {
          for (const second of facts) {
            if (first.hardestMatch !== second.type) continue;
            hardPairsSeen += 1;
            expect(['hard', 'mixed'], `${quizId} ${language} ${first.type}/${second.type}`).toContain(ratePairing(first, second));
          }
        }
      }
    }
    expect(hardPairsSeen).toBeGreaterThan(0);
  });
});
