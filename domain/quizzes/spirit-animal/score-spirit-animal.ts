import { defineChoiceQuiz, pickHighest, sumByKey, type ChoiceOption } from '../choice-quiz';
import { spiritAnimals, spiritAnimalStructure, type SpiritAnimal } from './spirit-animal-structure';

/** docs/spec/product-rules.md D2: most picks wins; among equal counts, the animal picked earliest. */
export function pickSpiritAnimal(options: readonly ChoiceOption<SpiritAnimal>[]): SpiritAnimal {
  const pickOrder = [...new Set(options.map((option) => option.key))];
  return pickHighest(sumByKey(spiritAnimals, options, true), pickOrder);
}

export const spiritAnimalQuizDefinition = defineChoiceQuiz(spiritAnimalStructure, (options) => {
  const animalType = pickSpiritAnimal(options);
  return { resultType: animalType, resultData: { animalType }, extrovertPercentage: 50, introvertPercentage: 50 };
});
