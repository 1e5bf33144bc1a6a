import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { languageCodes } from '../languages';
import { collectTexts, isWrittenInScriptOf } from '../text-scripts';
import { animalContentSchema } from './animal/animal-content-schema';
import { animalStructure } from './animal/animal-structure';
import { animalContents } from './animal/content';
import { bestFriendContentSchema } from './best-friend/best-friend-content-schema';
import { bestFriendStructure } from './best-friend/best-friend-structure';
import { bestFriendContents } from './best-friend/content';
import type { ChoiceQuizStructure } from './choice-quiz';
import type { ChoiceQuizContent } from './content-schema';
import { mbtiLoveContents } from './mbti-love/content';
import { mbtiLoveContentSchema } from './mbti-love/mbti-love-content-schema';
import { mbtiLoveStructure, mbtiTypes } from './mbti-love/mbti-love-structure';
import { spiritAnimalContents } from './spirit-animal/content';
import { spiritAnimalContentSchema } from './spirit-animal/spirit-animal-content-schema';
import { spiritAnimalStructure } from './spirit-animal/spirit-animal-structure';
import { thinkingFeelingContents } from './thinking-feeling/content';
import { thinkingFeelingContentSchema } from './thinking-feeling/thinking-feeling-content-schema';
import { thinkingFeelingStructure } from './thinking-feeling/thinking-feeling-structure';

interface QuizUnderTest {
  name: string;
  questionCount: number;
  structure: ChoiceQuizStructure<string>;
  schema: z.ZodType;
  contents: Record<string, ChoiceQuizContent<object>>;
  /** The profiles the answers can lead to: each option's key, or for love MBTI every combination of letters. */
  reachableResults: readonly string[];
}

const optionKeys = (structure: ChoiceQuizStructure<string>) => [...new Set(structure.questions.flatMap((question) => question.options.map((option) => option.key)))];

// decisions.md D1 counts: animal 10, love MBTI 10, thinking-feeling 8, best friend 8, spirit animal 8 (4 options each).
const quizzes: QuizUnderTest[] = [
  { name: 'mbti-love', questionCount: 10, structure: mbtiLoveStructure, schema: mbtiLoveContentSchema, contents: mbtiLoveContents, reachableResults: mbtiTypes },
  { name: 'spirit-animal', questionCount: 8, structure: spiritAnimalStructure, schema: spiritAnimalContentSchema, contents: spiritAnimalContents, reachableResults: optionKeys(spiritAnimalStructure) },
  { name: 'animal', questionCount: 10, structure: animalStructure, schema: animalContentSchema, contents: animalContents, reachableResults: optionKeys(animalStructure) },
  { name: 'best-friend', questionCount: 8, structure: bestFriendStructure, schema: bestFriendContentSchema, contents: bestFriendContents, reachableResults: optionKeys(bestFriendStructure) },
  { name: 'thinking-feeling', questionCount: 8, structure: thinkingFeelingStructure, schema: thinkingFeelingContentSchema, contents: thinkingFeelingContents, reachableResults: optionKeys(thinkingFeelingStructure) },
];

describe.each(quizzes)('$name content', (quiz) => {
  it(`has ${quiz.questionCount} questions of 4 options in the structure`, () => {
    expect(quiz.structure.questions).toHaveLength(quiz.questionCount);
    for (const question of quiz.structure.questions) expect(question.options).toHaveLength(4);
  });

  describe.each(languageCodes)('in %s', (language) => {
    const content = quiz.contents[language]!;

    it('matches the schema: the structure ids in order, every profile with every field filled', () => {
      const result = quiz.schema.safeParse(content);
      expect(result.success ? [] : result.error.issues).toEqual([]);
      expect(Object.keys(content.questions)).toEqual(quiz.structure.questions.map((question) => question.id));
    });

    it('has a profile for every result an answer can lead to', () => {
      const missing = quiz.reachableResults.filter((key) => !(key in content.profiles));
      expect(missing).toEqual([]);
    });

    it('is written in its own script, with no text left from another language', () => {
      const problems = collectTexts(content).filter(([, text]) => !isWrittenInScriptOf(text, language));
      expect(problems).toEqual([]);
    });

    it('is a translation, not a copy: its questions differ from the Korean source', () => {
      if (language === 'ko') return;
      const same = quiz.structure.questions.filter((question) => content.questions[question.id]?.text === quiz.contents.ko!.questions[question.id]?.text);
      expect(same).toEqual([]);
    });
  });
});
