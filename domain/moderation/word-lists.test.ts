import { describe, expect, it } from 'vitest';
import { containsLink } from './find-links';
import { compileWordLists, parseListFile } from './word-lists';

const lists = compileWordLists([
  ...parseListFile('# slurs\nslurword\nbad phrase\n씨발\nㅅㅂ\n傻逼\n', 'refuse'),
  ...parseListFile('casino\n토토사이트\n', 'hold'),
]);
const actionOf = (text: string) => lists.find(text)?.action ?? null;

describe('the moderation word lists', () => {
  it('match whole words however they are dressed up: case, accents, full width, lookalikes, repeats, spacing', () => {
    for (const text of ['SlurWord', 'slúrwörd', 'ｓｌｕｒｗｏｒｄ', '$lurw0rd', 'ѕlurwоrd', 'sluuurwooord', 's l u r w o r d', 's.l.u.r.w.o.r.d', 'you slurword!']) {
      expect(actionOf(text), text).toBe('refuse');
    }
  });

  it('never match inside another word in spaced scripts, and match phrases as word sequences', () => {
    expect(actionOf('slurwordsmith')).toBeNull();
    expect(actionOf('what a bad, phrase')).toBe('refuse');
    expect(actionOf('a phrase that is bad')).toBeNull();
  });

  it('match Korean typed as loose jamo or spaced, and initial consonants only where written so', () => {
    expect(actionOf('아 씨 발')).toBe('refuse');
    expect(actionOf('ㅆㅣㅂㅏㄹ')).toBe('refuse');
    expect(actionOf('ㅅ ㅂ 진짜')).toBe('refuse');
    // A final consonant and the next initial are not "ㅅㅂ": 옷보다 is "than clothes".
    expect(actionOf('옷보다 얼굴')).toBeNull();
    expect(actionOf('이 傻 逼')).toBe('refuse');
  });

  it('say hold for the hold list, and refuse wins when a text has both', () => {
    expect(actionOf('best CASINO here')).toBe('hold');
    expect(actionOf('토토 사이트 추천')).toBe('hold');
    expect(actionOf('casino slurword')).toBe('refuse');
    expect(lists.find('nothing to see')).toBeNull();
  });
});

describe('links in comments and names', () => {
  it('finds addresses, messenger invites and handles, also with the dots written out', () => {
    for (const text of ['https://x.io', 'www.spam', 'spam.com', 'spam . com', 'spam dot com', 'spam(dot)net', 't.me/abc', 'wa.me/123', 'open.kakao.com/o/abc', 'discord.gg/xyz', 'telegram: @spam99', '카톡 아이디 abcd12', '加微 abc1234', 'follow @myinsta', 'a@b.com', 'ไลน์ไอดี abcd12', 'example。com']) {
      expect(containsLink(text), text).toBe(true);
    }
  });

  it('leaves ordinary sentences alone', () => {
    for (const text of ['Mr.Kim is cute', 'ENFP · ISTJ', 'I scored 85.5%!', 'So accurate. Me too', 'Dr.Lee', '5.0 stars', "I'm 100% teto", 'ㅋㅋㅋ진짜.웃겨', 'line up here', 'yes. to be fair']) {
      expect(containsLink(text), text).toBe(false);
    }
  });
});

describe('words of scripts with combining marks', () => {
  it('keeps Thai vowels and tones and Hindi vowel signs inside their words', () => {
    const marked = compileWordLists(parseListFile('ตุ๊ด\nकमीना\n', 'refuse'));
    // ตัด ("cut") differs from ตุ๊ด only by its marks.
    expect(marked.find('ตัดผมใหม่')).toBeNull();
    expect(marked.find('ไอ้ตุ๊ด')?.action).toBe('refuse');
    expect(marked.find('वो कमीना है')?.action).toBe('refuse');
    expect(marked.find('कम ना')).toBeNull();
  });
});
