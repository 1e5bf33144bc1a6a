import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { languageCodes } from '../languages';
import { collectTexts, isWrittenInScriptOf } from '../text-scripts';
import { animalStructure } from './animal/animal-structure';
import type { ChoiceQuizStructure } from './choice-quiz';
import { choiceQuizContents } from './choice-quiz-contents';
import { choiceQuizScorings } from './choice-quiz-scorings';
import type { ChoiceQuizContent } from './content-schema';
import { mbtiTypes } from './mbti-love/mbti-love-structure';
import { choiceQuizIds, type ChoiceQuizId } from './quiz-manifests';

interface QuizUnderTest {
  name: ChoiceQuizId;
  questionCount: number;
  structure: ChoiceQuizStructure<string>;
  schema: z.ZodType;
  contents: Readonly<Record<string, ChoiceQuizContent<object>>>;
  /** The profiles the answers can lead to: each option's key, or for love MBTI every combination of letters. */
  reachableResults: readonly string[];
}

const optionKeys = (structure: ChoiceQuizStructure<string>) => [...new Set(structure.questions.flatMap((question) => question.options.map((option) => option.key)))];

// decisions.md D1 counts: animal 10, love MBTI 10, thinking-feeling 8, best friend 8, spirit animal 8 (4 options each).
const questionCounts: Record<ChoiceQuizId, number> = { animal: 10, 'mbti-love': 10, 'thinking-feeling': 8, 'best-friend': 8, 'spirit-animal': 8 };

// Walks the quiz list: a new choice quiz is tested here without being named.
const quizzes: QuizUnderTest[] = choiceQuizIds.map((name) => {
  const { structure } = choiceQuizScorings[name];
  return {
    name,
    questionCount: questionCounts[name],
    structure,
    schema: choiceQuizContents[name].schema,
    contents: choiceQuizContents[name].contents,
    reachableResults: name === 'mbti-love' ? mbtiTypes : optionKeys(structure),
  };
});

it('tests every choice quiz of the list', () => {
  expect(quizzes.map((quiz) => quiz.name).sort()).toEqual(['animal', 'best-friend', 'mbti-love', 'spirit-animal', 'thinking-feeling']);
  expect(quizzes.find((quiz) => quiz.name === 'animal')?.structure).toBe(animalStructure);
});

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
