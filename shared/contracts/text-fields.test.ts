import { describe, expect, it } from 'vitest';
import { boundedText, countCharacters, normalizeText } from './text-fields';

describe('boundedText', () => {
  const name = boundedText(20);

  it('trims and NFC-normalises', () => {
    // "가" written as two combining jamo becomes one precomposed syllable.
    expect(name.parse('  \u1100\u1161  ')).toBe('가');
    expect(normalizeText(' e\u0301 ')).toBe('é');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(countCharacters('😀😀')).toBe(2);
    expect(name.safeParse('😀'.repeat(20)).success).toBe(true);
    expect(name.safeParse('😀'.repeat(21)).success).toBe(false);
  });

  it('rejects empty, too long, control and bidi override characters', () => {
    expect(name.safeParse('   ').success).toBe(false);
    expect(name.safeParse('a'.repeat(21)).success).toBe(false);
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('a\nb').success).toBe(false);
    expect(name.safeParse('abc\u202Edef').success).toBe(false);
    expect(name.safeParse('abc\u2067def').success).toBe(false);
  });

  // A name must contain something visible (decision 0030).
  it('rejects text made only of invisible characters', () => {
    for (const value of ['\u200B', '\u3164', '\u3164\u3164\u3164', '\u115F\u1160', '\uFFA0', '\u2800', '\u200B \u200D\u2060', '\uFE0F', '\u{E0041}', '\u00AD', '\u200E']) {
      const result = name.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
    }
    expect(name.safeParse('\u3164\u3164').error?.issues[0]?.message).toBe('must contain visible characters');
  });

  it('keeps joiners and selectors inside visible text (Hindi, Arabic, emoji sequences)', () => {
    for (const value of ['क्\u200Dष', 'ن\u200Cا', '👩\u200D💻', '❤\uFE0F', 'a\u200Bb']) {
      expect(name.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
  });

  it('rejects lone surrogates and keeps pairs', () => {
    expect(name.safeParse('ab\uD800').success).toBe(false);
    expect(name.safeParse('\uDC00ab').error?.issues[0]?.message).toBe('must be well-formed text (no lone surrogates)');
    expect(name.safeParse('\uD83D\uDE00').success).toBe(true);
  });

  it('accepts text in every script of the product', () => {
    for (const value of ['지민', 'Alex', 'さくら', '小明', 'José', 'สมชาย', 'प्रिया', 'Zoé', 'ليلى']) {
      expect(name.parse(value)).toBe(value);
    }
  });
});
