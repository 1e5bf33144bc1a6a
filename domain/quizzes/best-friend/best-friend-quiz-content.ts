import { defineChoiceQuizContent } from '../choice-result-view';
import { describeDeepProfile } from '../deep-profile';
import { bestFriendContentSchema, bestFriendSectionKeys } from './best-friend-content-schema';
import { bestFriendProfiles, friendTypes } from './best-friend-structure';
import { bestFriendContents } from './content';

export const bestFriendQuizContent = defineChoiceQuizContent({
  schema: bestFriendContentSchema,
  contents: bestFriendContents,
  resultKeys: friendTypes,
  labelOf: (_type, profile) => profile.name,
  describe: ({ type, profile, profileOf }) => ({
    type,
    emoji: bestFriendProfiles[type].emoji,
    title: profile.title,
    shareTitle: profile.title,
    description: profile.description,
    badges: profile.traits,
    sections: describeDeepProfile(profile.deep, bestFriendSectionKeys, (key) => ({ emoji: bestFriendProfiles[key].emoji, label: profileOf(key).name })),
    compatible: bestFriendProfiles[type].compatibility,
  }),
});
