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

  it('says how a part is shaped, never by how many percent it is smaller, thinner or broader (the eye tilt keeps its angle)', () => {
    for (const [name, texts] of Object.entries(content.measurements)) {
      if (name === 'canthalTilt') {
        expect(texts.more, `${name}.more`).toContain('{value}');
        expect(texts.less, `${name}.less`).toContain('{value}');
      }
      expect(`${texts.more} ${texts.less}`, name).not.toMatch(/\{difference\}|[%٪％]/);
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
