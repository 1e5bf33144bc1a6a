import { defineChoiceQuiz, pickHighest, sumByKey, type ChoiceOption } from '../choice-quiz';
import { animalKeys, animalStructure, type AnimalKey } from './animal-structure';

/**
 * docs/spec/product-rules.md D2: sum of weights per animal; highest wins; ties by the order cat, dog, wolf, bear,
 * rabbit.
 */
export function pickAnimal(options: readonly ChoiceOption<AnimalKey>[]): AnimalKey {
  return pickHighest(sumByKey(animalKeys, options), animalKeys);
}

/** The animal for a list of option ids, or null when they are not one valid answer per question. */

export const animalQuizDefinition = defineChoiceQuiz(animalStructure, (options) => {
  const animal = pickAnimal(options);
  return { resultType: animal, resultData: { animal }, extrovertPercentage: 50, introvertPercentage: 50 };
});
