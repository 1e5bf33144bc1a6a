import { describe, expect, it } from 'vitest';
import { collectTexts, isWrittenInScriptOf } from './text-scripts';

describe('isWrittenInScriptOf', () => {
  it.each([
    ['ko', '연애 MBTI 테스트'],
    ['ja', 'エゲン力診断'],
    ['zh', '恋爱MBTI测试'],
    ['th', 'แบบทดสอบ MBTI ความรัก'],
    ['hi', 'लव MBTI टेस्ट'],
    ['ar', 'اختبار MBTI الحب'],
    ['en', 'Love MBTI test'],
    ['es', 'Test MBTI del amor'],
    ['fr', 'Test MBTI amoureux'],
  ] as const)('accepts %s text in its own script', (language, text) => {
    expect(isWrittenInScriptOf(text, language)).toBe(true);
  });

  it.each([
    ['en', '연애 test'],
    ['zh', 'エゲン力'],
    ['ja', '연애'],
    ['th', 'Love MBTI test'],
    ['hi', 'Love test'],
    ['ar', 'Love test'],
    ['ko', 'Love test'],
    ['es', '测试'],
  ] as const)('rejects %s text %s', (language, text) => {
    expect(isWrittenInScriptOf(text, language)).toBe(false);
  });
});

describe('collectTexts', () => {
  it('lists every string with its path', () => {
    expect(collectTexts({ a: 'x', b: { c: ['y', 'z'] }, n: 3 })).toEqual([['a', 'x'], ['b.c[0]', 'y'], ['b.c[1]', 'z']]);
  });
});
