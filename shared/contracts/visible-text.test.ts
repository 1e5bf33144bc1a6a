import { describe, expect, it } from 'vitest';
import { acceptableTextOrEmpty } from './visible-text';

// The forms treat what the API refuses (invisible or ill-formed text, decision 0030) as no name at all, so a visitor
// never meets a 400.
describe('acceptableTextOrEmpty', () => {
  it('trims visible text and keeps it', () => {
    expect(acceptableTextOrEmpty('  지민 ')).toBe('지민');
    expect(acceptableTextOrEmpty('👩\u200D💻')).toBe('👩\u200D💻');
  });

  it('gives an empty string for invisible-only or ill-formed text', () => {
    expect(acceptableTextOrEmpty('\u3164\u3164')).toBe('');
    expect(acceptableTextOrEmpty(' \u200B ')).toBe('');
    expect(acceptableTextOrEmpty('a\uD800')).toBe('');
  });
});
