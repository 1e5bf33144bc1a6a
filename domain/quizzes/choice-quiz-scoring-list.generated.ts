// Written by tooling/generate-quiz-lists.ts from the folders of domain/quizzes; do not edit (npm run typecheck rewrites it).
// The choice quiz pages load this list to score in the browser.
import { animalQuizDefinition } from './animal/score-animal';
import { animalStructure } from './animal/animal-structure';
import { bestFriendQuizDefinition } from './best-friend/score-best-friend';
import { bestFriendStructure } from './best-friend/best-friend-structure';
import { mbtiLoveQuizDefinition } from './mbti-love/score-mbti-love';
import { mbtiLoveStructure } from './mbti-love/mbti-love-structure';
import { spiritAnimalQuizDefinition } from './spirit-animal/score-spirit-animal';
import { spiritAnimalStructure } from './spirit-animal/spirit-animal-structure';
import { thinkingFeelingQuizDefinition } from './thinking-feeling/score-thinking-feeling';
import { thinkingFeelingStructure } from './thinking-feeling/thinking-feeling-structure';

export const generatedChoiceQuizScorings = {
  animal: { structure: animalStructure, definition: animalQuizDefinition },
  'mbti-love': { structure: mbtiLoveStructure, definition: mbtiLoveQuizDefinition },
  'thinking-feeling': { structure: thinkingFeelingStructure, definition: thinkingFeelingQuizDefinition },
  'best-friend': { structure: bestFriendStructure, definition: bestFriendQuizDefinition },
  'spirit-animal': { structure: spiritAnimalStructure, definition: spiritAnimalQuizDefinition },
};
