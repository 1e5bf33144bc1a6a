import { defineChoiceQuizContent } from '../choice-result-view';
import { mbtiLoveContents } from './content';
import { mbtiLoveContentSchema } from './mbti-love-content-schema';
import { mbtiLoveProfiles, mbtiTypes } from './mbti-love-structure';

/** Love-MBTI titles are written without their code: the page shows it in the badge, other places prefix it once. */
const withTypeCode = (type: string, title: string) => `${type} · ${title}`;

export const mbtiLoveQuizContent = defineChoiceQuizContent({
  schema: mbtiLoveContentSchema,
  contents: mbtiLoveContents,
  resultKeys: mbtiTypes,
  labelOf: (type, profile) => withTypeCode(type, profile.title),
  describe: ({ type, profile, profileOf }) => ({
    type,
    emoji: mbtiLoveProfiles[type].emoji,
    badge: type,
    title: profile.title,
    shareTitle: withTypeCode(type, profile.title),
    description: profile.description,
    sections: [
      { kind: 'text', heading: 'quiz.loveStyle', text: profile.loveStyle },
      { kind: 'list', heading: 'result.strengths', items: profile.strengths },
      { kind: 'list', heading: 'quiz.weaknesses', items: profile.weaknesses },
      {
        kind: 'links',
        heading: 'quiz.compatibleTypes',
        items: mbtiLoveProfiles[type].compatibility.map((key) => ({ key, emoji: mbtiLoveProfiles[key].emoji, label: withTypeCode(key, profileOf(key).title) })),
      },
      { kind: 'text', heading: 'result.advice', text: profile.advice },
    ],
  }),
});
