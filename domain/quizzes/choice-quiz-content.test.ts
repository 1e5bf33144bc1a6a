import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { languageCodes } from '../languages';
import { collectTexts, isWrittenInScriptOf } from '../text-scripts';
import type { ChoiceQuizStructure } from './choice-quiz';
import { choiceQuizContents } from './choice-quiz-contents';
import { choiceQuizScorings } from './choice-quiz-scorings';
import { isDataPath, type ChoiceQuizContent } from './content-schema';
import { choiceQuizIds, type ChoiceQuizId } from './quiz-manifests';
import type { QuizDefinition } from './quiz-registry';

interface QuizUnderTest {
  name: ChoiceQuizId;
  structure: ChoiceQuizStructure<string>;
  definition: QuizDefinition;
  schema: z.ZodType;
  contents: Readonly<Record<string, ChoiceQuizContent<object>>>;
}

// Walks the quiz list: a new choice quiz is tested here without being named.
const quizzes: QuizUnderTest[] = choiceQuizIds.map((name) => ({
  name,
  ...choiceQuizScorings[name],
  schema: choiceQuizContents[name].schema,
  contents: choiceQuizContents[name].contents,
}));

/**
 * Answer sets that reach every result a quiz can give, found by its own scoring: the same letter throughout, and
 * each option of each question among otherwise fixed answers, from every starting letter.
 */
function scoredResults(quiz: QuizUnderTest): string[] {
  const { questions } = quiz.structure;
  const answerSets = [0, 1, 2, 3].flatMap((base) => [
    questions.map((question) => question.options[base]!.id),
    ...questions.flatMap((question, index) =>
      question.options.map((option) => questions.map((other, otherIndex) => (otherIndex === index ? option.id : other.options[(base + otherIndex) % 4]!.id))),
    ),
  ]);
  const resultOf = (answers: string[]) => {
    const scored = quiz.definition.scoreAnswers(answers);
    return scored.ok ? scored.outcome.resultType : `invalid: ${scored.reason}`;
  };
  return [...new Set(answerSets.map(resultOf))];
}

it('tests every choice quiz of the list', () => {
  expect(quizzes.map((quiz) => quiz.name)).toEqual(choiceQuizIds);
  expect(quizzes.length).toBeGreaterThanOrEqual(5);
});

describe.each(quizzes)('$name content', (quiz) => {
  it('has questions of 4 options in the structure', () => {
    expect(quiz.structure.questions.length).toBeGreaterThanOrEqual(8);
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
      const missing = scoredResults(quiz).filter((key) => !(key in content.profiles));
      expect(missing).toEqual([]);
    });

    it('is written in its own script, with no text left from another language', () => {
      const problems = collectTexts(content).filter(([path, text]) => !isDataPath(path) && !isWrittenInScriptOf(text, language));
      expect(problems).toEqual([]);
    });
  });

  describe.each(languageCodes.filter((language) => language !== 'ko'))('in %s, translated from Korean', (language) => {
    it('is a translation, not a copy: its questions differ from the Korean source', () => {
      const content = quiz.contents[language]!;
      const same = quiz.structure.questions.filter((question) => content.questions[question.id]?.text === quiz.contents.ko!.questions[question.id]?.text);
      expect(same).toEqual([]);
    });
  });
});
