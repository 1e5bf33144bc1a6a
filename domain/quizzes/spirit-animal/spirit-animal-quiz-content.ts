import { defineChoiceQuizContent } from '../choice-result-view';
import { spiritAnimalContents } from './content';
import { spiritAnimalContentSchema } from './spirit-animal-content-schema';
import { spiritAnimalProfiles, spiritAnimals } from './spirit-animal-structure';

export const spiritAnimalQuizContent = defineChoiceQuizContent({
  schema: spiritAnimalContentSchema,
  contents: spiritAnimalContents,
  resultKeys: spiritAnimals,
  labelOf: (_type, profile) => profile.name,
  describe: ({ type, profile }) => ({
    type,
    emoji: profile.emoji ?? spiritAnimalProfiles[type].emoji,
    title: profile.title,
    shareTitle: profile.title,
    description: profile.description,
    sections: [
      { kind: 'list', heading: 'quiz.powers', items: profile.powers },
      { kind: 'text', heading: 'quiz.personality', text: profile.personality },
      { kind: 'facts', items: [{ label: 'quiz.luckyColor', value: profile.luckyColor }, { label: 'quiz.luckyNumber', value: String(spiritAnimalProfiles[type].luckyNumber) }] },
      { kind: 'text', heading: 'quiz.message', text: profile.message },
    ],
  }),
});
