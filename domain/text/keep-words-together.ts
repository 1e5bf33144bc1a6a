import type { LanguageCode } from '../languages';
import { noBreakSpace, wordJoiner } from './line-break-marks';

/**
 * Where a line may not break, written into the text with invisible characters so that it holds wherever the text
 * is laid out: every page, the share cards (break-lines.ts honours the same characters) and any text added later
 * (decision 0041). Applied by the server to every text a page shows, never to the content files themselves.
 *
 * - A word joiner (U+2060, "no break here"; invisible and default-ignorable) joins what a browser would cut.
 * - A no-break space (U+00A0) replaces a space after which a line must not start.
 */

/**
 * Thai has no spaces between words: browsers break lines at the word boundaries of their ICU dictionary, and that
 * dictionary cuts compounds (หัว / เย็น, ความ / รู้สึก), transliterations (เท / โท, ไอ / เดีย) and even some words
 * (รู้ / สึก). `Intl.Segmenter` reads the same dictionary (every line break Chromium took in the site's Thai texts
 * was one of its word boundaries), so the boundaries it finds inside a word below are the places to join.
 *
 * Words kept whole wherever they stand: the result names and words the site's texts use, found by laying out all
 * the Thai texts in Chromium (one line per break opportunity) and reading the cuts.
 */
export const thaiWordsKeptWhole: readonly string[] = [
  // Transliterations and loanwords, cut into syllables that mean nothing alone.
  'เอเกน', 'เทโท', 'โหงวเฮ้ง', 'ไอเดีย', 'คลาสสิก', 'โรแมนติก', 'เรียลลิสต์', 'ออร่า', 'แอ็กชัน', 'รีแอ็กชัน', 'แชต', 'แชร์', 'ลิงก์',
  'ลิสต์', 'เพลย์ลิสต์', 'สติกเกอร์', 'มู้ดเมกเกอร์', 'แฮมสเตอร์', 'โคอาล่า', 'แพนด้า', 'เพนกวิน', 'ไดโน',
  // Seen cut on the egen/teto pages (decision 0043): "พลังเล / เวลแม็กซ์", "แพ / ลน".
  'เลเวลแม็กซ์', 'แพลน', 'ลุค', 'เช็ก', 'ออลราวด์', 'คาแรกเตอร์', 'วิบวับ', 'เอี้ยด', 'ระหว่าง',
  // Compounds whose halves read as other words when a line separates them.
  'ตัวเอง', 'รู้สึก', 'หัวเย็น', 'หัวไว', 'ใจเย็น', 'ใจดี', 'ใจกว้าง', 'ใจเต้น', 'หัวใจ', 'อ่อนโยน', 'ลึกซึ้ง', 'ของขวัญ',
  'แบบทดสอบ', 'บทสนทนา', 'คำตอบ', 'คำพูด', 'วันเกิด', 'เส้นทาง', 'ไหวพริบ', 'แววตา', 'หางตา', 'ตื่นเต้น', 'ละเอียดอ่อน',
  'รอยยิ้ม', 'นิดหน่อย', 'คุ้นเคย', 'ที่ปรึกษา', 'ริมฝีปาก', 'หวั่นไหว', 'เพื่อนสนิท', 'น้ำเสียง', 'เรียบเรียง', 'โชคดี', 'นุ่มนวล',
  'เปล่งประกาย', 'สั่นคลอน', 'ผจญภัย', 'แข็งแรง', 'ล่วงหน้า', 'ทรงจำ', 'ด้นสด', 'การกระทำ', 'ชักเย่อ', 'พรหมลิขิต', 'เทพนิยาย',
  // Animals, and the animal quiz's results ("cat face").
  'สัตว์พิทักษ์', 'ลูกหมา', 'หมาป่า', 'นกฮูก', 'นกอินทรี', 'แมวน้ำ', 'เต่าทะเล', 'กระรอก', 'ผีเสื้อ', 'จิ้งจอก',
  'หน้าแมว', 'หน้าหมี', 'หน้ากระต่าย', 'น้องหมา', 'ลุคน้องหมา', 'ลุคหมาป่า',
];

/**
 * Words that only ever begin a compound, joined to the word after them: the nominalisers ความ and การ (ความรู้สึก,
 * การตัดสิน), the agents ผู้ and นัก (ผู้พิทักษ์, นักวางแผน), the traits ขี้, น่า and ช่าง (ขี้อ้อน, น่ารัก,
 * ช่างสังเกต), and สาย, "the … type" (สายรู้สึก, สายลุย); also where the dictionary reads the word before as
 * one with them (หาความ / รัก, ทำความ / สะอาด).
 */
const thaiPrefixes = new Set(['ความ', 'การ', 'ผู้', 'นัก', 'ขี้', 'น่า', 'ช่าง', 'สาย', ...['หาความ', 'ทำความ', 'เป็นการ']]);
/** ใจ ("heart") ends many compounds of feeling, joined to the word before it: ตัดสินใจ, กลุ้มใจ, อุ่นใจ, เปิดใจ. */
const thaiSuffixes = new Set(['ใจ']);

const thaiLetter = /\p{Script=Thai}/u;
const thaiSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** The Thai text with word joiners where the dictionary would cut a compound, a prefix or a suffix off its word. */
function joinThaiWords(text: string): string {
  if (!thaiLetter.test(text)) return text;
  const segments = [...thaiSegmenter.segment(text)];
  const boundaries = new Set(segments.map(({ index }) => index));
  const joins = new Set<number>();
  segments.forEach((segment, position) => {
    const next = segments[position + 1];
    if (!next || !thaiLetter.test(segment.segment.at(-1) ?? '') || !thaiLetter.test(next.segment[0] ?? '')) return;
    if (thaiPrefixes.has(segment.segment) || thaiSuffixes.has(next.segment)) joins.add(next.index);
  });
  for (const word of thaiWordsKeptWhole) {
    for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1)) {
      for (let inside = start + 1; inside < start + word.length; inside += 1) if (boundaries.has(inside)) joins.add(inside);
    }
  }
  if (joins.size === 0) return text;
  let result = '';
  [...text].reduce((offset, character) => {
    result += (joins.has(offset) ? wordJoiner : '') + character;
    return offset + character.length;
  }, 0);
  return result;
}

/**
 * The text as lines should break it:
 * - Thai: compounds, bound prefixes and ใจ joined (above), and ๆ (which repeats the word before it, written after
 *   a space) never starts a line: the space before it does not break.
 * - Every language: a middle dot "·" never starts a line. Written tight between words (연애운·재물운·직업운) it
 *   joins them into one; written with spaces ("ENFP · …") the space before it does not break.
 */
export function keepWordsTogether(text: string, language: LanguageCode): string {
  // Joiners already there are this function's own: the result is the same however often it runs.
  let result = text.includes(wordJoiner) ? text.replaceAll(wordJoiner, '') : text;
  if (result.includes('·')) result = result.replace(/(?<=\S)·(?=\S)/gu, `${wordJoiner}·${wordJoiner}`).replace(/[ \t]+·/gu, `${noBreakSpace}·`);
  if (language === 'th') result = joinThaiWords(result.replace(/[ \t]+ๆ/gu, `${noBreakSpace}ๆ`));
  return result;
}

/** Metadata is read by crawlers and link previews, not laid out in lines: it keeps its plain text. */
const metadataKeys = new Set(['metaTitle', 'metaDescription', 'keywords']);

/** Laid-out texts are computed once per language and text: catalogs and contents are fixed, pages render them often. */
const laidOut = new Map<string, string>();
const laidOutLimit = 50_000;

function keepWordsTogetherOnce(text: string, language: LanguageCode): string {
  const key = `${language}\u0000${text}`;
  let result = laidOut.get(key);
  if (result === undefined) {
    if (laidOut.size >= laidOutLimit) laidOut.clear();
    result = keepWordsTogether(text, language);
    laidOut.set(key, result);
  }
  return result;
}

/** The same for every text of a message catalog, a quiz's content or a page's view, except its metadata. */
export function keepWordsTogetherInContent<Content>(content: Content, language: LanguageCode): Content {
  const visit = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key !== undefined && metadataKeys.has(key) ? value : keepWordsTogetherOnce(value, language);
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, name)]));
    return value;
  };
  return visit(content) as Content;
}
