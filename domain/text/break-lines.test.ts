import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages';
import { breakLines, breakLinesBalanced, fitText, fitWholeSentences, splitAtBreakOpportunities, splitSentences } from './break-lines';

/** Every character (code point) 10 units wide: a line of width 100 holds 10 of them. */
const tenEach = (text: string) => [...text].length * 10;
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/** The offsets in `text` where each line after the first starts. */
function lineStarts(text: string, lines: string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  lines.forEach((line, index) => {
    offset = text.indexOf(line, offset);
    if (index > 0) starts.push(offset);
    offset += line.length;
  });
  return starts;
}

function expectWholeText(text: string, lines: string[]) {
  expect(withoutSpaces(lines.join(''))).toBe(withoutSpaces(text));
  expect(lines.join('')).not.toContain('…');
  for (const line of lines) expect(line).toBe(line.trim());
}

describe('breakLines', () => {
  it('wraps a long English title over several lines at spaces, every word kept and none cut', () => {
    const title = 'INFJ · The destiny believer who sees straight into your soul';
    const lines = breakLines(title, 'en', 200, tenEach);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.join(' ')).toBe(title);
    for (const word of title.split(' ')) expect(lines.some((line) => line.split(' ').includes(word))).toBe(true);
    for (const line of lines) expect(tenEach(line)).toBeLessThanOrEqual(200);
    // The separator stays with the code before it rather than opening a line.
    expect(lines.some((line) => line.startsWith('·'))).toBe(false);
  });

  it('keeps a single word wider than the line whole, on a line of its own, and fits the rest', () => {
    const lines = breakLines('Supercalifragilisticexpialidocious is a long word', 'en', 120, tenEach);
    expect(lines[0]).toBe('Supercalifragilisticexpialidocious');
    for (const line of lines.slice(1)) expect(tenEach(line)).toBeLessThanOrEqual(120);
    expectWholeText('Supercalifragilisticexpialidocious is a long word', lines);
  });

  it('never starts a line with closing punctuation, even after a space', () => {
    const lines = breakLines('Le visage qui inspire confiance : on te suit les yeux fermés', 'fr', 310, tenEach);
    expectWholeText('Le visage qui inspire confiance : on te suit les yeux fermés', lines);
    for (const line of lines) expect(line).not.toMatch(/^[:;!?,.]/);
  });

  it('breaks Thai only at the segmenter\'s word boundaries, never next to a word joiner or before ๆ', () => {
    for (const title of ['INTP · อัจฉริยะสุดเพี้ยนที่ยิ่งรู้จักยิ่งถอนตัวไม่ขึ้น', 'ISFP · คนรักสายละมุนที่ค่อย ๆ ซึมเข้าหัวใจอย่างเงียบ ๆ', 'พลังเอ\u2060เกนปะทะพลังเท\u2060โท']) {
      const boundaries = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(title)].map(({ index }) => index));
      for (const width of [60, 90, 120, 200]) {
        const lines = breakLines(title, 'th', width, tenEach);
        expectWholeText(title, lines);
        expect(lines.length).toBeGreaterThan(1);
        for (const start of lineStarts(title, lines)) expect(boundaries.has(start), `${title} at ${start}`).toBe(true);
        for (const line of lines) {
          expect(line).not.toMatch(/^[ๆ\u2060]|\u2060$/);
          // A line is wider than the limit only when it cannot be broken ("เงียบ ๆ": ๆ opens no line).
          if (tenEach(line) > width) expect(splitAtBreakOpportunities(line, 'th')).toHaveLength(1);
        }
      }
    }
    expect(splitAtBreakOpportunities('พลังเอ\u2060เกนปะทะพลังเท\u2060โท', 'th')).toEqual(['พลัง', 'เอ\u2060เกน', 'ปะทะ', 'พลัง', 'เท\u2060โท']);
  });

  it('never breaks next to a no-break space or a word joiner (keep-words-together.ts writes them)', () => {
    for (const [language, text] of [['en', 'ENFP\u00a0· The dreamer who turns every date into a story'], ['th', 'คนรักสายละมุนที่ค่อย\u00a0ๆ ซึมเข้าหัวใจ'], ['ko', '연애운\u2060·\u2060재물운\u2060·\u2060직업운 모두 좋은 얼굴']] as const) {
      for (const width of [30, 50, 80, 120]) {
        const lines = breakLines(text, language, width, tenEach);
        expectWholeText(text, lines);
        for (const line of lines) expect(line).not.toMatch(/^[\u00a0\u2060·ๆ]|[\u00a0\u2060]$/);
      }
    }
    expect(splitAtBreakOpportunities('ENFP\u00a0· The dreamer', 'en')).toEqual(['ENFP\u00a0· ', 'The ', 'dreamer']);
  });

  it('breaks Chinese and Japanese between characters, keeping closing marks and small kana off a line\'s start', () => {
    expect(breakLines('看似随性却样样都照顾到的酷恋人', 'zh', 50, tenEach)).toEqual(['看似随性却', '样样都照顾', '到的酷恋人']);
    const japanese = 'ISTP · そっけなく見えて全部気にかけてる、クールな恋人';
    for (const width of [40, 50, 60, 70, 80]) {
      const lines = breakLines(japanese, 'ja', width, tenEach);
      expectWholeText(japanese, lines);
      for (const line of lines) {
        expect(line).not.toMatch(/^[、。ーっゃゅょッャュョ」）·]/);
        if (line !== 'ISTP ·') expect(tenEach(line)).toBeLessThanOrEqual(width);
      }
    }
    // A Latin word inside Japanese text stays whole.
    expect(breakLines('あなたの恋愛MBTIテスト', 'ja', 60, tenEach)).toEqual(['あなたの恋愛', 'MBTIテス', 'ト']);
    expect(breakLines('あなたの恋愛MBTIテスト', 'ja', 50, tenEach)).toEqual(['あなたの恋', '愛MBTI', 'テスト']);
  });

  it('keeps Korean words whole where spaces exist, and breaks between syllables only a word wider than the line', () => {
    const title = '보기만 해도 마음이 사르르 녹는 강아지상';
    const lines = breakLines(title, 'ko', 80, tenEach);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(tenEach(line)).toBeLessThanOrEqual(80);
    expect(breakLines('반짝반짝빛나는테토녀 친구', 'ko', 50, tenEach)).toEqual(['반짝반짝빛', '나는테토녀', '친구']);
  });

  it.each<[LanguageCode, string]>([
    ['hi', 'जिस पर लोग भरोसा करें और जिसके पीछे चलें, ऐसा नेकदिल चेहरा'],
    ['ar', 'وجه الديناصور الصغير: جريئة بلطافة غير متوقعة'],
  ])('breaks %s at spaces, every word kept', (language, title) => {
    const lines = breakLines(title, language, 150, tenEach);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(tenEach(line)).toBeLessThanOrEqual(150);
  });
});

describe('breakLinesBalanced', () => {
  it('takes as many lines as greedy breaking but evens them out', () => {
    const title = 'The sweet guardian angel who thinks of every little thing';
    const greedy = breakLines(title, 'en', 500, tenEach);
    const balanced = breakLinesBalanced(title, 'en', 500, tenEach);
    expect(greedy).toEqual(['The sweet guardian angel who thinks of every', 'little thing']);
    expect(balanced).toHaveLength(2);
    expect(balanced.join(' ')).toBe(title);
    const spread = (lines: string[]) => Math.max(...lines.map(tenEach)) - Math.min(...lines.map(tenEach));
    expect(spread(balanced)).toBeLessThan(60);
  });
});

describe('fitText', () => {
  /** Half an em per character. */
  const measure = (text: string, size: number) => [...text].length * size * 0.5;
  const title = 'ISFJ · The sweet guardian angel who thinks of every little thing';

  it('keeps the largest size when the wrapped lines fit the box', () => {
    const fitted = fitText(title, { language: 'en', maxWidth: 860, maxHeight: 600, size: 80, minimumSize: 40, lineHeight: 1.25, measure });
    expect(fitted).toMatchObject({ size: 80, fits: true });
    expect(fitted.lines.length).toBeGreaterThan(2);
    expect(fitted.height).toBe(fitted.lines.length * 100);
    expectWholeText(title, fitted.lines);
  });

  it('shrinks the font step by step until the wrapped lines fit the height', () => {
    const fitted = fitText(title, { language: 'en', maxWidth: 1000, maxHeight: 120, size: 62, minimumSize: 34, lineHeight: 1.2, measure });
    expect(fitted.fits).toBe(true);
    expect(fitted.size).toBeLessThan(62);
    expect(fitted.size % 2).toBe(0);
    expect(fitted.height).toBeLessThanOrEqual(120);
    expectWholeText(title, fitted.lines);
    // One step larger would not fit.
    const larger = fitText(title, { language: 'en', maxWidth: 1000, maxHeight: 120, size: fitted.size + 2, minimumSize: fitted.size + 2, lineHeight: 1.2, measure });
    expect(larger.fits).toBe(false);
  });

  it('breaks Thai at the spaces between its phrases when that takes no more lines, and between words otherwise', () => {
    const thai = 'มองเกมขาด คิดล้ำหน้าไปหนึ่งก้าว';
    const options = { language: 'th' as const, maxHeight: 1000, size: 10, minimumSize: 10, lineHeight: 1.5, measure };
    // Balanced between words alone, the lines would be "มองเกมขาด คิดล้ำ / หน้าไปหนึ่งก้าว".
    expect(breakLinesBalanced(thai, 'th', 120, (text) => measure(text, 10))).toEqual(['มองเกมขาด คิดล้ำ', 'หน้าไปหนึ่งก้าว']);
    expect(fitText(thai, { ...options, maxWidth: 120 }).lines).toEqual(['มองเกมขาด', 'คิดล้ำหน้าไปหนึ่งก้าว']);
    const narrow = fitText(thai, { ...options, maxWidth: 70 }).lines;
    // The second phrase alone is wider than the line: it breaks between its words.
    expect(narrow.length).toBeGreaterThanOrEqual(3);
    expect(narrow).not.toContain('คิดล้ำหน้าไปหนึ่งก้าว');
    expectWholeText(thai, narrow);
  });

  it('stops at the minimum size with every word still there when nothing fits', () => {
    const fitted = fitText(title, { language: 'en', maxWidth: 300, maxHeight: 40, size: 62, minimumSize: 34, lineHeight: 1.2, measure });
    expect(fitted).toMatchObject({ size: 34, fits: false });
    expectWholeText(title, fitted.lines);
  });
});

describe('fitWholeSentences', () => {
  const measure = (text: string, size: number) => [...text].length * size * 0.5;
  const description = "You're an INFJ who can read the deepest corners of someone's heart. You don't hand your heart to just anyone, but when it feels like fate, you love with everything you've got.";

  it('shows the first whole sentences that fit, or nothing rather than half a sentence', () => {
    const options = { language: 'en' as const, maxWidth: 600, size: 30, minimumSize: 30, lineHeight: 1.5, measure };
    expect(fitWholeSentences(description, { ...options, maxHeight: 1000 })!.lines.join(' ')).toBe(description);
    expect(fitWholeSentences(description, { ...options, maxHeight: 90 })!.lines.join(' ')).toBe("You're an INFJ who can read the deepest corners of someone's heart.");
    expect(fitWholeSentences(description, { ...options, maxHeight: 40 })).toBeNull();
  });

  it('ends Thai sentences at the spaces between Thai words, not around ๆ', () => {
    expect(splitSentences('คุณคือ ISFP ที่ค่อย ๆ ซึมเข้าไปอย่างเงียบ ๆ ด้วยความละมุน เป็นคนรักสายฮีล', 'th')).toEqual([
      'คุณคือ ISFP ที่ค่อย ๆ ซึมเข้าไปอย่างเงียบ ๆ ด้วยความละมุน ',
      'เป็นคนรักสายฮีล',
    ]);
  });
});
