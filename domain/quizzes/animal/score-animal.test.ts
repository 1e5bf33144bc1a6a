import { describe, expect, it } from 'vitest';
import { answersFromLetters, resultTypeOf } from '../testing/answers-from-letters';
import { animalKeys, animalStructure } from './animal-structure';
import { animalQuizDefinition } from './score-animal';

describe('animal scoring (docs/spec/product-rules.md D2: weight sums, ties by cat, dog, wolf, bear, rabbit)', () => {
  it('has 10 questions (product-rules D1)', () => {
    expect(animalStructure.questions).toHaveLength(10);
  });

  it.each([
    ['aaaaaaaaaa', 'dog', 'dog and rabbit tie at 1.9: dog comes first'],
    ['abadadcdda', 'cat', 'cat and dog tie at 3.6: cat comes first'],
    ['acbbcddcab', 'wolf', 'wolf and bear tie at 2.7: wolf comes first'],
    ['bcccdddabd', 'bear', 'bear and rabbit tie at 2.7: bear comes first'],
    ['dbcbdcbbcb', 'cat', 'cat and rabbit tie at 2.6 (sums built in different orders): cat comes first'],
  ])('%s -> %s (%s)', (letters, expected) => {
    expect(resultTypeOf(animalQuizDefinition, answersFromLetters(letters))).toBe(expected);
  });

  it.each(animalKeys)('%s wins when it is picked wherever it is offered', (animal) => {
    const answers = animalStructure.questions.map(
      (question) => (question.options.find((option) => option.key === animal) ?? question.options[0]!).id,
    );
    expect(resultTypeOf(animalQuizDefinition, answers)).toBe(animal);
  });

  it('gives the same result for the same answers, and the server outcome the spec asks for', () => {
    const answers = answersFromLetters('abadadcdda');
    expect(animalQuizDefinition.scoreAnswers(answers)).toEqual({
      ok: true,
      outcome: { resultType: 'cat', resultData: { animal: 'cat' }, extrovertPercentage: 50, introvertPercentage: 50 },
    });
    expect(animalQuizDefinition.scoreAnswers(answers)).toEqual(animalQuizDefinition.scoreAnswers([...answers]));
  });

  it.each([
    [answersFromLetters('aaaaaaaaa'), 'must have one answer per question (10)'],
    [answersFromLetters('aaaaaaaaaaa'), 'must have one answer per question (10)'],
    [['q2-a', ...answersFromLetters('aaaaaaaaaa').slice(1)], 'answer 1 is not an option of question 1'],
    [answersFromLetters('aaaaaaaaae'), 'answer 10 is not an option of question 10'],
  ])('rejects answers that are not one option of each question in order', (answers, reason) => {
    expect(animalQuizDefinition.scoreAnswers(answers)).toEqual({ ok: false, reason });
    expect(resultTypeOf(animalQuizDefinition, answers)).toBeNull();
  });
});
