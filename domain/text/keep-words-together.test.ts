import { describe, expect, it } from 'vitest';
import { keepWordsTogether, keepWordsTogetherInContent, thaiWordsKeptWhole } from './keep-words-together';
import { withoutLineBreakMarks } from './line-break-marks';
import { unjoinedCutsInside } from './testing/line-break-checks';

const joiner = '\u2060';

describe('keepWordsTogether in Thai', () => {
  // Lines used to break as นักแก้ปัญหาหัว / เย็น, สาย / รู้สึก (F) and ความ / รู้สึก (decision 0041).
  it.each([
    ['นักแก้ปัญหาหัวเย็น สายคิด (T)', 'หัวเย็น'],
    ['นักเข้าอกเข้าใจสุดอบอุ่น สายรู้สึก (F)', 'สายรู้สึก'],
    ['ให้ความรู้สึกว่าเป็นคนคิดลึก', 'ความรู้สึก'],
    ['พลังเอเกนปะทะพลังเทโท', 'เอเกน'],
    ['พลังเอเกนปะทะพลังเทโท', 'เทโท'],
    ['ฉันตัดสินใจเองได้', 'ตัดสินใจ'],
  ])('leaves no line break inside a compound: %s (%s)', (text, word) => {
    const laidOut = keepWordsTogether(text, 'th');
    expect(laidOut).toContain(joiner);
    expect(unjoinedCutsInside(laidOut, word)).toEqual([]);
    expect(withoutLineBreakMarks(laidOut)).toBe(text);
  });

  it('keeps the other places a line may break', () => {
    // Between ปัญหา and หัวเย็น, and between the two words of the title: the title still fits a narrow screen.
    const laidOut = keepWordsTogether('นักแก้ปัญหาหัวเย็น', 'th');
    expect(laidOut).toMatch(/ปัญหาหัว/u);
    expect(laidOut).not.toMatch(new RegExp(`ปัญหา${joiner}หัว`, 'u'));
  });

  it('never lets ๆ start a line: the space before it does not break', () => {
    const laidOut = keepWordsTogether('ค่อย ๆ ซึมเข้ามาอย่างเงียบ ๆ', 'th');
    expect(laidOut.match(/\u00a0ๆ/gu)).toHaveLength(2);
    expect(laidOut).not.toMatch(/ ๆ/u);
  });

  it('gives the same text however often it runs', () => {
    const once = keepWordsTogether('นักเข้าอกเข้าใจสุดอบอุ่น สายรู้สึก (F) เฉย ๆ', 'th');
    expect(keepWordsTogether(once, 'th')).toBe(once);
  });

  it('lists each word once, in Thai script', () => {
    expect(new Set(thaiWordsKeptWhole).size).toBe(thaiWordsKeptWhole.length);
    for (const word of thaiWordsKeptWhole) expect(word).toMatch(/^\p{Script=Thai}+$/u);
  });
});

describe('keepWordsTogether and the middle dot', () => {
  it('joins a list written with tight dots into one, so no line starts with the dot (연애운·재물운 / ·직업운)', () => {
    expect(keepWordsTogether('나의 관상과 연애운·재물운·직업운', 'ko')).toBe(`나의 관상과 연애운${joiner}·${joiner}재물운${joiner}·${joiner}직업운`);
    expect(keepWordsTogether('爱根力·特托力大测试', 'zh')).toBe(`爱根力${joiner}·${joiner}特托力大测试`);
  });

  it('keeps a spaced dot on the line before it', () => {
    expect(keepWordsTogether('ENFP · 연애 전문가', 'ko')).toBe('ENFP\u00a0· 연애 전문가');
  });

  it('leaves texts without a dot in other languages as they are', () => {
    expect(keepWordsTogether('เทโท', 'en')).toBe('เทโท');
    expect(keepWordsTogether('Hello, world', 'en')).toBe('Hello, world');
  });
});

describe('keepWordsTogetherInContent', () => {
  it('changes every text of a catalog except the metadata crawlers read', () => {
    const catalog = { page: { metaTitle: 'เทโท', keywords: 'เทโท', title: 'เทโท' }, list: ['เฉย ๆ'] };
    const laidOut = keepWordsTogetherInContent(catalog, 'th');
    expect(laidOut.page.metaTitle).toBe('เทโท');
    expect(laidOut.page.keywords).toBe('เทโท');
    expect(unjoinedCutsInside(laidOut.page.title, 'เทโท')).toEqual([]);
    expect(laidOut.list).toEqual(['เฉย\u00a0ๆ']);
  });
});
