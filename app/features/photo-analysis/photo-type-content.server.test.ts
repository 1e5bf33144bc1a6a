import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/languages';
import { aiFaceRatingContents } from '../../../domain/quizzes/ai-face-rating/content/index';
import { ratingBands } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';
import { describePhotoResultCard, describePhotoTypePage } from './photo-type-content.server';

/** Words that would turn the bands into a ladder of looks, per language (decision 0027: bands side by side, never ranked). */
const rankingWords =
  /\b(higher|lower|better|worse|best|worst|top|rank\w*|mejor|peor|superior|inferior|meilleur|pire|classement)\b|더 높|더 낮|순위|上位|下位|ランク|更高|更低|排名|ดีกว่า|แย่กว่า|อันดับ|बेहतर|सबसे अच्छ|रैंक|أفضل|أسوأ|ترتيب|أعلى|أدنى/iu;

describe.each(languageCodes)('the face rating’s band pages in %s', (language) => {
  // As the pages get it: no line break inside a Thai compound (decision 0041).
  const content = keepWordsTogetherInContent(aiFaceRatingContents[language], language);

  it.each(ratingBands)('describe the %s band in both genders, with the four others beside it in the same gender', (band) => {
    for (const gender of ['female', 'male'] as const) {
      const page = describePhotoTypePage('ai-face-rating', language, band, gender)!;
      expect(page.path).toBe(`/ai-face-rating-result/${band}/${gender}`);
      expect(page.shareKey).toBe(`${band}-${gender}`);
      expect(page.view).toMatchObject({
        type: band,
        quizName: content.card.name,
        title: content.bands[band].title[gender],
        description: (content.bands[band].typePageDescription ?? content.bands[band].description)[gender],
        quizPath: '/ai-face-rating',
        otherTypesTitle: content.labels.otherBands,
      });
      // The scores the band covers, the numbers filled in; never a visitor's own score.
      expect(page.view.badge).not.toMatch(/[{}]/);
      expect(page.view.others.map((other) => other.type)).toEqual(ratingBands.filter((other) => other !== band));
      expect(page.view.others.map((other) => other.path)).toEqual(ratingBands.filter((other) => other !== band).map((other) => `/ai-face-rating-result/${other}/${gender}`));
      expect(page.view.others.map((other) => other.name)).toEqual(ratingBands.filter((other) => other !== band).map((other) => content.bands[other].title[gender]));
    }
  });

  it('says a band on its page without pointing at the reasons of a result it does not show', () => {
    const { description, typePageDescription } = content.bands.striking;
    for (const gender of ['female', 'male'] as const) {
      const onPage = describePhotoTypePage('ai-face-rating', language, 'striking', gender)!.view.description;
      expect(onPage).toBe(typePageDescription![gender]);
      // The result's text less its last sentence ("Check the reasons below to see which one it is.").
      expect(description[gender].startsWith(onPage)).toBe(true);
      expect(description[gender].length).toBeGreaterThan(onPage.length + 10);
    }
  });

  it('sets the bands side by side: no word of the page or the card ranks them', () => {
    const texts = [content.labels.typePageLead, content.labels.scoreRange, content.labels.otherBands, ...ratingBands.flatMap((band) => [content.bands[band].title.female, content.bands[band].title.male])];
    expect(texts.filter((text) => rankingWords.test(text))).toEqual([]);
  });

  it('draws the card from the page: the band’s emoji, scores, name and description', () => {
    const page = describePhotoTypePage('ai-face-rating', language, 'charming', 'female')!;
    expect(describePhotoResultCard('ai-face-rating', language, 'charming-female')).toEqual({
      emoji: page.view.emoji,
      eyebrow: page.view.badge,
      title: page.view.title,
      subtitle: page.view.description,
    });
  });
});

describe('the other photo quizzes’ type pages', () => {
  it('have no scores above their title', () => {
    expect(describePhotoTypePage('ai-animal-face', 'en', 'fox', 'male')!.view).not.toHaveProperty('badge');
    expect(describePhotoResultCard('ai-face-reading', 'en', 'wealth-female')).not.toHaveProperty('eyebrow');
  });

  it('refuse an unknown band or gender', () => {
    expect(describePhotoTypePage('ai-face-rating', 'en', 'gorgeous', 'male')).toBeNull();
    expect(describePhotoTypePage('ai-face-rating', 'en', 'radiant', 'robot')).toBeNull();
    expect(describePhotoTypePage('ai-face-rating', 'en', 'radiant', undefined)?.path).toBe('/ai-face-rating-result/radiant/female');
  });
});
