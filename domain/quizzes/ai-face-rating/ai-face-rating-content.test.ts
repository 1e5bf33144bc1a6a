import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../languages';
import { collectTexts, isWrittenInScriptOf } from '../../text-scripts';
import { aiFaceRatingContentSchema } from './ai-face-rating-content-schema';
import { aiFaceRatingContents } from './content/index';
import { ratingBands } from './face-rating';

/** Languages whose grammar marks the gender of the person addressed (adjectives, participles, verbs). */
const genderMarkingLanguages: readonly LanguageCode[] = ['ar', 'hi', 'fr', 'es'];

describe.each(languageCodes)('AI face rating content in %s', (language) => {
  const content = aiFaceRatingContents[language];

  it('matches the schema: five bands, five parts, a reason for every factor, every text filled', () => {
    const result = aiFaceRatingContentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('is written in its own script', () => {
    expect(collectTexts(content).filter(([, text]) => !isWrittenInScriptOf(text, language))).toEqual([]);
  });

  it('keeps the placeholders the page fills in, and leaves the % sign to the formatted number', () => {
    expect(content.labels.resultOf).toContain('{name}');
    // A band's page and card say its scores in the language's own way of writing a range.
    expect(content.labels.scoreRange).toContain('{low}');
    expect(content.labels.scoreRange).toContain('{high}');
    for (const [factor, texts] of Object.entries(content.reasons)) {
      const placeholder = factor === 'canthalTilt' ? '{value}' : '{difference}';
      // The skin readings are not proportions: their sentences name no number.
      if (!factor.startsWith('skin')) expect(texts.more, `${factor}.more`).toContain(placeholder);
      if (texts.less !== undefined) expect(texts.less, `${factor}.less`).toContain(placeholder);
      expect(Object.values(texts).join(' '), factor).not.toMatch(/[%٪％]/);
    }
  });
});

describe.each(genderMarkingLanguages)('AI face rating content in %s, a language that marks gender', (language) => {
  it('addresses a woman and a man differently', () => {
    const { bands } = aiFaceRatingContents[language];
    expect(ratingBands.filter((band) => bands[band].description.male !== bands[band].description.female).length).toBeGreaterThanOrEqual(2);
  });
});
