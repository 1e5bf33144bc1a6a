/**
 * The shape shared by the five "pick one option per question" quizzes (animal, love MBTI, thinking-feeling,
 * best friend, spirit animal): each option names one result key with a weight. The structure is canonical and
 * shared by all nine languages (docs/spec/product-rules.md D1); text lives in each quiz's content/{language}.json.
 */
import type { QuizDefinition, QuizOutcome, ScoreResult } from './quiz-registry';

/**
 * Weights are whole tenths (0.7 is 7): sums of decimals are not exact in binary, and an exact tie must be
 * decided by the tie rule, never by float noise.
 */
export type WeightTenths = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface ChoiceOption<Key extends string> {
  id: string;
  key: Key;
  weightTenths: WeightTenths;
}

export interface ChoiceQuestion<Key extends string> {
  id: string;
  emoji: string;
  options: readonly ChoiceOption<Key>[];
}

export interface ChoiceQuizStructure<Key extends string> {
  resultKeys: readonly Key[];
  questions: readonly ChoiceQuestion<Key>[];
}

const optionLetters = ['a', 'b', 'c', 'd'] as const;

/** Questions `q1..qN` with options `qN-a..d` from rows of [emoji, four [key, weight in tenths] pairs]. */
export function buildChoiceQuestions<Key extends string>(
  rows: readonly (readonly [string, readonly (readonly [Key, WeightTenths])[]])[],
): ChoiceQuestion<Key>[] {
  return rows.map(([emoji, options], index) => {
    const id = `q${index + 1}`;
    return {
      id,
      emoji,
      options: options.map(([key, weightTenths], optionIndex) => ({ id: `${id}-${optionLetters[optionIndex]}`, key, weightTenths })),
    };
  });
}

/**
 * Questions whose option slots (four per question, counted over the whole quiz) name the result keys in turn:
 * slot i names key i mod keys, with weight i mod weights. Every key then appears about equally often, and four
 * consecutive slots name four different keys when there are at least four.
 */
export function rotateKeysOverQuestions<Key extends string>(
  questionEmoji: readonly string[],
  keys: readonly Key[],
  weights: readonly WeightTenths[] = [10],
): ChoiceQuestion<Key>[] {
  return buildChoiceQuestions(
    questionEmoji.map((emoji, question) => {
      const slots = optionLetters.map((_letter, option) => question * optionLetters.length + option);
      return [emoji, slots.map((slot) => [keys[slot % keys.length]!, weights[slot % weights.length]!] as const)] as const;
    }),
  );
}

export type ChosenOptions<Key extends string> = { ok: true; options: ChoiceOption<Key>[] } | { ok: false; reason: string };

/** The chosen options, or why the answers are not one option id of each question, in question order (D2). */
export function findChosenOptions<Key extends string>(
  structure: ChoiceQuizStructure<Key>,
  answers: readonly string[],
): ChosenOptions<Key> {
  const { questions } = structure;
  if (answers.length !== questions.length) {
    return { ok: false, reason: `must have one answer per question (${questions.length})` };
  }
  const options: ChoiceOption<Key>[] = [];
  for (const [index, answer] of answers.entries()) {
    const option = questions[index]!.options.find((candidate) => candidate.id === answer);
    if (!option) return { ok: false, reason: `answer ${index + 1} is not an option of question ${index + 1}` };
    options.push(option);
  }
  return { ok: true, options };
}

/** Sum of the chosen options' weights in tenths (or 1 per pick when `countPicks`) for every result key. */
export function sumByKey<Key extends string>(
  keys: readonly Key[],
  options: readonly ChoiceOption<Key>[],
  countPicks = false,
): Record<Key, number> {
  const sums = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const option of options) sums[option.key] += countPicks ? 1 : option.weightTenths;
  return sums;
}

/** The key with the highest sum; among equal sums the one that comes first in `tieOrder`. */
export function pickHighest<Key extends string>(sums: Record<Key, number>, tieOrder: readonly Key[]): Key {
  let best = tieOrder[0]!;
  for (const key of tieOrder) {
    if (sums[key] > sums[best]) best = key;
  }
  return best;
}

/**
 * A choice quiz's server check: validate the answers against the structure, then compute the outcome from the
 * chosen options only (docs/spec/product-rules.md D2).
 */
export function defineChoiceQuiz<Key extends string>(
  structure: ChoiceQuizStructure<Key>,
  outcomeOf: (options: readonly ChoiceOption<Key>[]) => QuizOutcome,
): QuizDefinition {
  return {
    scoreAnswers(answers): ScoreResult {
      const chosen = findChosenOptions(structure, answers);
      return chosen.ok ? { ok: true, outcome: outcomeOf(chosen.options) } : { ok: false, reason: chosen.reason };
    },
  };
}
