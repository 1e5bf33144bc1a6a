import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedResultPath, noteViewedResult, ownerTokenKey, rememberSubmittedSession, takeFriendResult } from './saved-results';

/** A Storage over a Map: what a browser's local and session storage do, for these functions. */
function createStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const id = (number: number) => `result-${String(number).padStart(9, '0')}`;

describe('saved results in this browser (decision 0036)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', createStorage());
    vi.stubGlobal('sessionStorage', createStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the results taken here, newest first, the last 30, and the owner token of this tab', () => {
    for (let number = 1; number <= 32; number += 1) rememberSubmittedSession({ id: id(number), ownerToken: `token-${number}` });
    rememberSubmittedSession({ id: id(20), ownerToken: 'again' });
    const own = localStorage.getItem('own-results')!.split(' ');
    expect(own).toHaveLength(30);
    expect(own.slice(0, 3)).toEqual([id(20), id(32), id(31)]);
    expect(own).not.toContain(id(1));
    expect(sessionStorage.getItem(ownerTokenKey(id(20)))).toBe('again');
  });

  it('compares a new result with the friend\'s result opened last for that test, once', () => {
    noteViewedResult(2, id(1));
    noteViewedResult(2, id(2));
    noteViewedResult(3, id(3));
    expect(takeFriendResult(2, id(9))).toBe(id(2));
    expect(takeFriendResult(2, id(9))).toBeNull();
    expect(takeFriendResult(3, id(9))).toBe(id(3));
  });

  it('never takes one\'s own result for a friend\'s, nor a result for itself', () => {
    rememberSubmittedSession({ id: id(5), ownerToken: 'mine' });
    noteViewedResult(2, id(5));
    expect(takeFriendResult(2, id(9))).toBeNull();
    noteViewedResult(2, id(7));
    expect(takeFriendResult(2, id(7))).toBeNull();
  });

  it('builds the saved result\'s path, with the friend\'s result to compare', () => {
    expect(buildSavedResultPath('abc')).toBe('/result/abc');
    expect(buildSavedResultPath('abc', 'de-f_')).toBe('/result/abc?with=de-f_');
  });
});
