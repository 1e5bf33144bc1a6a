import type { QuizDefinition } from '../quiz-registry';

/** Option ids from one letter per question ('abca…' -> q1-a, q2-b, …), for readable scoring tables. */
export function answersFromLetters(letters: string): string[] {
  return [...letters].map((letter, index) => `q${index + 1}-${letter}`);
}

/** The result type a quiz's own definition gives these answers, or null when it refuses them. */
export function resultTypeOf(definition: QuizDefinition, answers: readonly string[]): string | null {
  const scored = definition.scoreAnswers(answers);
  return scored.ok ? scored.outcome.resultType : null;
}
