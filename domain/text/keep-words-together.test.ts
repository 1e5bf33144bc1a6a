import { describe, expect, it } from 'vitest';
import { keepWordsTogether, keepWordsTogetherInContent } from './keep-words-together';

describe('keepWordsTogether', () => {
  it('joins the syllables of Thai transliterations so no line break falls inside them', () => {
    expect(keepWordsTogether('พลังเอเกนปะทะพลังเทโท', 'th')).toBe('พลังเอ\u2060เกนปะทะพลังเท\u2060โท');
  });

  it('leaves other languages and already joined words alone', () => {
    expect(keepWordsTogether('เทโท', 'en')).toBe('เทโท');
    expect(keepWordsTogether(keepWordsTogether('เทโท', 'th'), 'th')).toBe('เท\u2060โท');
  });

  it('changes every text of a catalog except the metadata crawlers read', () => {
    const catalog = { page: { metaTitle: 'เทโท', keywords: 'เทโท', title: 'เทโท' }, list: ['เอเกน'] };
    expect(keepWordsTogetherInContent(catalog, 'th')).toEqual({
      page: { metaTitle: 'เทโท', keywords: 'เทโท', title: 'เท\u2060โท' },
      list: ['เอ\u2060เกน'],
    });
  });
});
