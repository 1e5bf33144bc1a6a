import { formatPercentage } from '../../text/format-number';
import { defineChoiceQuizContent, type ChoiceResultView } from '../choice-result-view';
import { describeDeepProfile, type DeepProfileHeading } from '../deep-profile';
import { thinkingFeelingContents } from './content';
import { thinkingFeelingContentSchema, thinkingFeelingSectionKeys, type ResultStrength } from './thinking-feeling-content-schema';
import { thinkingFeelingKeys, thinkingFeelingProfiles } from './thinking-feeling-structure';

/** 50-59 % is a slight lean, 60-74 % a clear one, 75 % and more the pure form. */
export function readResultStrength(percentage: number): ResultStrength {
  if (percentage < 60) return 'slight';
  return percentage < 75 ? 'clear' : 'strong';
}

/** The message keys its result page names: the split's heading and sides, the strength's paragraph, its deep profile's headings. */
type ThinkingFeelingMessageKey =
  | 'quiz.tfSplit'
  | 'quiz.thinking'
  | 'quiz.feeling'
  | `profile.strength.${ResultStrength}`
  | DeepProfileHeading<(typeof thinkingFeelingSectionKeys)[number]>;

export const thinkingFeelingQuizContent = defineChoiceQuizContent({
  schema: thinkingFeelingContentSchema,
  contents: thinkingFeelingContents,
  resultKeys: thinkingFeelingKeys,
  labelOf: (_type, profile) => profile.title,
  describe: ({ type, profile, percentage, language }): ChoiceResultView<ThinkingFeelingMessageKey> => {
    // A type page opened without a score (a shared link, the list of all results) shows an even split and no
    // paragraph on the strength, which would describe somebody else's score.
    const share = percentage ?? 50;
    const thinking = type === 'T' ? share : 100 - share;
    const strength = percentage === null ? null : readResultStrength(percentage);
    const [story, ...rest] = describeDeepProfile(profile.deep, thinkingFeelingSectionKeys, () => ({ emoji: '', label: '' }));
    return {
      type,
      emoji: thinkingFeelingProfiles[type].emoji,
      badge: `${type} ${formatPercentage(share, language)}`,
      title: profile.title,
      shareTitle: profile.title,
      description: profile.description,
      badges: profile.traits,
      sections: [
        { kind: 'split', heading: 'quiz.tfSplit', first: { label: 'quiz.thinking', percentage: thinking }, second: { label: 'quiz.feeling', percentage: 100 - thinking }, lean: type === 'T' ? 'first' : 'second' },
        ...(strength === null ? [] : [{ kind: 'text' as const, heading: `profile.strength.${strength}` as const, text: profile.deep.strength[strength] }]),
        story!,
        ...rest,
      ],
    };
  },
});
