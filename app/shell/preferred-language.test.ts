import { describe, expect, it } from 'vitest';
import { findPreferredLanguage } from './preferred-language';

describe('findPreferredLanguage', () => {
  it.each([
    [null, ['ja-JP', 'en-US'], 'ja'],
    [null, ['de-DE', 'fr-CA'], 'fr'],
    [null, ['zh-Hant-TW'], 'zh'],
    ['ar', ['en-US'], 'ar'],
    ['xx', ['th'], 'th'],
    [null, ['de', 'it'], null],
    [null, [], null],
  ] as const)('stored %s, browser %j -> %s', (stored, browser, expected) => {
    expect(findPreferredLanguage(stored, browser)).toBe(expected);
  });
});
