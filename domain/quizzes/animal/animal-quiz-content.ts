import { defineChoiceQuizContent } from '../choice-result-view';
import { animalContentSchema } from './animal-content-schema';
import { animalKeys, animalProfiles } from './animal-structure';
import { animalContents } from './content';

export const animalQuizContent = defineChoiceQuizContent({
  schema: animalContentSchema,
  contents: animalContents,
  resultKeys: animalKeys,
  labelOf: (_type, profile) => profile.name,
  describe: ({ type, profile, profileOf }) => ({
    type,
    emoji: animalProfiles[type].emoji,
    title: profile.title,
    shareTitle: profile.title,
    description: profile.description,
    badges: profile.traits,
    sections: [
      { kind: 'text', heading: 'quiz.matchingPersonality', text: profile.matchingPersonality },
      {
        kind: 'links',
        heading: 'quiz.compatibleAnimals',
        items: animalProfiles[type].compatibility.map((key) => ({ key, emoji: animalProfiles[key].emoji, label: profileOf(key).name })),
      },
    ],
  }),
});
