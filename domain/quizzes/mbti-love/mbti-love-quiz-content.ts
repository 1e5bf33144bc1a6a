import { defineChoiceQuizContent } from '../choice-result-view';
import { mbtiLoveContents } from './content';
import { describeDeepProfile } from '../deep-profile';
import { mbtiLoveContentSchema, mbtiLoveSectionKeys } from './mbti-love-content-schema';
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
    sections: describeDeepProfile(profile.deep, mbtiLoveSectionKeys, (key) => ({ emoji: mbtiLoveProfiles[key].emoji, label: withTypeCode(key, profileOf(key).title) })),
    compatible: mbtiLoveProfiles[type].compatibility,
  }),
  // A comparison with a friend's result sets the two codes side by side, letter by letter.
  codeOf: (type) => type,
});
