import { describe, expect, it } from 'vitest';
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

  it('calls a hardest match hard unless the other side lists it as good company', () => {
    expect(ratePairing(cat, { type: 'dog', bestMatch: 'bear' })).toBe('hard');
    expect(ratePairing(cat, { type: 'dog', compatible: ['cat'] })).toBe('good');
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
