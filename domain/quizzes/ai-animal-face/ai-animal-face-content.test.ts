import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../languages';
import { collectTexts, isWrittenInScriptOf } from '../../text-scripts';
import { aiAnimalFaceContentSchema } from './ai-animal-face-content-schema';
import { lookAlikeAnimals } from './animal-look-alike';
import { aiAnimalFaceContents } from './content/index';

/** Languages whose grammar marks the gender of the person addressed (adjectives, participles, verbs). */
const genderMarkingLanguages: readonly LanguageCode[] = ['ar', 'hi', 'fr', 'es'];

describe.each(languageCodes)('AI animal face content in %s', (language) => {
  const content = aiAnimalFaceContents[language];

  it('matches the schema: 20 animals, ten measurements, every text filled', () => {
    const result = aiAnimalFaceContentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('is written in its own script', () => {
    expect(collectTexts(content).filter(([, text]) => !isWrittenInScriptOf(text, language))).toEqual([]);
  });

  it('keeps the placeholders the page fills in: the angle for the eye tilt, the difference for the rest', () => {
    for (const [name, texts] of Object.entries(content.measurements)) {
      const placeholder = name === 'canthalTilt' ? '{value}' : '{difference}';
      expect(texts.more, `${name}.more`).toContain(placeholder);
      expect(texts.less, `${name}.less`).toContain(placeholder);
      // The percentage sign comes with the formatted number ("12 %" in French, "12‎%‎" in Arabic).
      expect(`${texts.more} ${texts.less}`, name).not.toMatch(/[%٪]/);
    }
  });
});

describe.each(genderMarkingLanguages)('AI animal face content in %s, a language that marks gender', (language) => {
  it('addresses a woman and a man differently', () => {
    const { animals } = aiAnimalFaceContents[language];
    expect(lookAlikeAnimals.filter((animal) => animals[animal].description.male !== animals[animal].description.female).length).toBeGreaterThanOrEqual(15);
  });
});

describe.each(languageCodes.filter((language) => language !== 'ko'))('AI animal face content in %s, written from the meaning', (language) => {
  it('is not copied from the Korean', () => {
    const { animals } = aiAnimalFaceContents[language];
    expect(lookAlikeAnimals.filter((animal) => animals[animal].description.female === aiAnimalFaceContents.ko.animals[animal].description.female)).toEqual([]);
  });
});
