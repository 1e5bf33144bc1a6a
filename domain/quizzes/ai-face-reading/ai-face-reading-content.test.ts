import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../languages';
import { collectTexts, isWrittenInScriptOf } from '../../text-scripts';
import { aiFaceReadingContentSchema } from './ai-face-reading-content-schema';
import { aiFaceReadingContents } from './content/index';
import { readingTypes } from './face-reading';

/** Languages whose grammar marks the gender of the person addressed (adjectives, participles, verbs). */
const genderMarkingLanguages: readonly LanguageCode[] = ['ar', 'hi', 'fr', 'es'];

describe.each(languageCodes)('AI face reading content in %s', (language) => {
  const content = aiFaceReadingContents[language];

  it('matches the schema: six types, five fortunes, a reading for every feature, every text filled', () => {
    const result = aiFaceReadingContentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('is written in its own script', () => {
    expect(collectTexts(content).filter(([, text]) => !isWrittenInScriptOf(text, language))).toEqual([]);
  });

  it('keeps the placeholders the page fills in, and tells a feature by its shape, never by a percentage', () => {
    expect(content.labels.resultOf).toContain('{name}');
    expect(content.labels.typePageLead).toContain('{type}');
    for (const [feature, texts] of Object.entries(content.features)) {
      if (feature === 'canthalTilt') {
        expect(texts.high, `${feature}.high`).toContain('{value}');
        expect(texts.low, `${feature}.low`).toContain('{value}');
      }
      expect(`${texts.high} ${texts.low}`, feature).not.toMatch(/\{difference\}|[%٪％]/);
    }
  });
});

describe.each(genderMarkingLanguages)('AI face reading content in %s, a language that marks gender', (language) => {
  it('addresses a woman and a man differently', () => {
    const { types } = aiFaceReadingContents[language];
    const differs = (text: { male: string; female: string }) => text.male !== text.female;
    expect(readingTypes.filter((type) => differs(types[type].title) || differs(types[type].description)).length).toBeGreaterThanOrEqual(3);
  });
});
