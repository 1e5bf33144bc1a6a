// Written by tooling/generate-quiz-lists.ts from the folders of domain/quizzes; do not edit (npm run typecheck rewrites it).
// The server loads this list: texts of every quiz, the answer checks and the result pages.
import { aiAnimalFaceContents } from './ai-animal-face/content/index';
import { aiFaceRatingContents } from './ai-face-rating/content/index';
import { aiFaceReadingContents } from './ai-face-reading/content/index';
import { animalContents } from './animal/content/index';
import { animalQuizContent } from './animal/animal-quiz-content';
import { animalQuizDefinition } from './animal/score-animal';
import { bestFriendContents } from './best-friend/content/index';
import { bestFriendQuizContent } from './best-friend/best-friend-quiz-content';
import { bestFriendQuizDefinition } from './best-friend/score-best-friend';
import { egenTetoContents } from './egen-teto/content/index';
import { egenTetoQuizDefinition } from './egen-teto/score-egen-teto';
import { mbtiLoveContents } from './mbti-love/content/index';
import { mbtiLoveQuizContent } from './mbti-love/mbti-love-quiz-content';
import { mbtiLoveQuizDefinition } from './mbti-love/score-mbti-love';
import { spiritAnimalContents } from './spirit-animal/content/index';
import { spiritAnimalQuizContent } from './spirit-animal/spirit-animal-quiz-content';
import { spiritAnimalQuizDefinition } from './spirit-animal/score-spirit-animal';
import { thinkingFeelingContents } from './thinking-feeling/content/index';
import { thinkingFeelingQuizContent } from './thinking-feeling/thinking-feeling-quiz-content';
import { thinkingFeelingQuizDefinition } from './thinking-feeling/score-thinking-feeling';

export const generatedQuizContents = {
  personality: egenTetoContents,
  animal: animalContents,
  'mbti-love': mbtiLoveContents,
  'thinking-feeling': thinkingFeelingContents,
  'best-friend': bestFriendContents,
  'spirit-animal': spiritAnimalContents,
  'ai-animal-face': aiAnimalFaceContents,
  'ai-face-rating': aiFaceRatingContents,
  'ai-face-reading': aiFaceReadingContents,
};

export const generatedQuizDefinitions = {
  personality: egenTetoQuizDefinition,
  animal: animalQuizDefinition,
  'mbti-love': mbtiLoveQuizDefinition,
  'thinking-feeling': thinkingFeelingQuizDefinition,
  'best-friend': bestFriendQuizDefinition,
  'spirit-animal': spiritAnimalQuizDefinition,
};

export const generatedChoiceQuizContents = {
  animal: animalQuizContent,
  'mbti-love': mbtiLoveQuizContent,
  'thinking-feeling': thinkingFeelingQuizContent,
  'best-friend': bestFriendQuizContent,
  'spirit-animal': spiritAnimalQuizContent,
};
