import { defineChoiceQuizContent } from '../choice-result-view';
import { describeDeepProfile } from '../deep-profile';
import { animalContentSchema, animalSectionKeys } from './animal-content-schema';
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
    sections: describeDeepProfile(profile.deep, animalSectionKeys, (key) => ({ emoji: animalProfiles[key].emoji, label: profileOf(key).name })),
    compatible: animalProfiles[type].compatibility,
  }),
});
