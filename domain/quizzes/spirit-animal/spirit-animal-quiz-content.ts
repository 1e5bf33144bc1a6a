import { defineChoiceQuizContent, type ChoiceResultView } from '../choice-result-view';
import { spiritAnimalContents } from './content';
import { describeDeepProfile, type DeepProfileHeading } from '../deep-profile';
import { spiritAnimalContentSchema, spiritAnimalSectionKeys } from './spirit-animal-content-schema';
import { spiritAnimalProfiles, spiritAnimals } from './spirit-animal-structure';

/** The message keys its result page names: its deep profile's headings, then its own sections' and facts'. */
type SpiritAnimalMessageKey =
  | DeepProfileHeading<(typeof spiritAnimalSectionKeys)[number]>
  | 'quiz.powers'
  | 'quiz.luckyColor'
  | 'quiz.luckyNumber'
  | 'quiz.message';

export const spiritAnimalQuizContent = defineChoiceQuizContent({
  schema: spiritAnimalContentSchema,
  contents: spiritAnimalContents,
  resultKeys: spiritAnimals,
  labelOf: (_type, profile) => profile.name,
  describe: ({ type, profile, profileOf }): ChoiceResultView<SpiritAnimalMessageKey> => {
    const emojiOf = (key: typeof type) => profileOf(key).emoji ?? spiritAnimalProfiles[key].emoji;
    const [story, ...rest] = describeDeepProfile(profile.deep, spiritAnimalSectionKeys, (key) => ({ emoji: emojiOf(key), label: profileOf(key).name }));
    return {
      type,
      emoji: emojiOf(type),
      title: profile.title,
      shareTitle: profile.title,
      description: profile.description,
      sections: [
        story!,
        { kind: 'list', heading: 'quiz.powers', items: profile.powers },
        ...rest,
        { kind: 'facts', items: [{ label: 'quiz.luckyColor', value: profile.luckyColor }, { label: 'quiz.luckyNumber', value: String(spiritAnimalProfiles[type].luckyNumber) }] },
        { kind: 'text', heading: 'quiz.message', text: profile.message },
      ],
    };
  },
});
