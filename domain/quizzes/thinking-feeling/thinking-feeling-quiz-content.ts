import { formatPercentage } from '../../text/format-number';
import { defineChoiceQuizContent } from '../choice-result-view';
import { thinkingFeelingContents } from './content';
import { thinkingFeelingContentSchema } from './thinking-feeling-content-schema';
import { thinkingFeelingKeys, thinkingFeelingProfiles } from './thinking-feeling-structure';

export const thinkingFeelingQuizContent = defineChoiceQuizContent({
  schema: thinkingFeelingContentSchema,
  contents: thinkingFeelingContents,
  resultKeys: thinkingFeelingKeys,
  labelOf: (_type, profile) => profile.title,
  describe: ({ type, profile, percentage, language }) => {
    const thinking = type === 'T' ? percentage : 100 - percentage;
    return {
      type,
      emoji: thinkingFeelingProfiles[type].emoji,
      badge: `${type} ${formatPercentage(percentage, language)}`,
      title: profile.title,
      shareTitle: profile.title,
      description: profile.description,
      badges: profile.traits,
      sections: [
        { kind: 'split', heading: 'quiz.tfSplit', first: { label: 'quiz.thinking', percentage: thinking }, second: { label: 'quiz.feeling', percentage: 100 - thinking } },
        { kind: 'list', heading: 'result.strengths', items: profile.strengths },
        { kind: 'list', heading: 'quiz.weaknesses', items: profile.weaknesses },
        { kind: 'text', heading: 'result.advice', text: profile.advice },
      ],
    };
  },
});
