import { describe, expect, it } from 'vitest';
import { isLanguageCode, languageCodes, languages, localizePath, splitLanguageFromPath } from './languages';

describe('splitLanguageFromPath', () => {
  it.each([
    ['/', 'ko', '/'],
    ['/tests', 'ko', '/tests'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/ar/result/abc', 'ar', '/result/abc'],
    ['/english', 'ko', '/english'],
    ['/xx/tests', 'ko', '/xx/tests'],
    // Korean has no prefix: "/ko" is not a Korean prefix but an ordinary (unknown) path.
    ['/ko/tests', 'ko', '/ko/tests'],
  ])('%s -> %s %s', (path, language, cleanPath) => {
    expect(splitLanguageFromPath(path)).toEqual({ language, cleanPath });
  });
});

describe('localizePath', () => {
  it('adds no prefix for Korean', () => {
    expect(localizePath('/tests', 'ko')).toBe('/tests');
    expect(localizePath('/', 'ko')).toBe('/');
  });
  it('prefixes the other languages, without a trailing slash on the home page', () => {
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/tests', 'ar')).toBe('/ar/tests');
    expect(localizePath('tests', 'fr')).toBe('/fr/tests');
  });
  it('round-trips with splitLanguageFromPath for every language', () => {
    for (const language of languageCodes) {
      for (const cleanPath of ['/', '/tests', '/result/x1']) {
        expect(splitLanguageFromPath(localizePath(cleanPath, language))).toEqual({ language, cleanPath });
      }
    }
  });
});

describe('languages', () => {
  it('has nine languages and only Arabic is right to left', () => {
    expect(languageCodes).toHaveLength(9);
    expect(languageCodes.filter((code) => languages[code].direction === 'rtl')).toEqual(['ar']);
  });
  it('accepts only the nine codes', () => {
    expect(isLanguageCode('th')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
