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

  it('accepts text in every script of the product', () => {
    for (const value of ['지민', 'Alex', 'さくら', '小明', 'José', 'สมชาย', 'प्रिया', 'Zoé', 'ليلى']) {
      expect(name.parse(value)).toBe(value);
    }
  });
});
