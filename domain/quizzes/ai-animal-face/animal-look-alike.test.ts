import { describe, expect, it } from 'vitest';
import { faceMeasurementNames, type FaceMeasurements } from '../../face/measure-face';
import { referenceFace } from '../../face/reference-face';
import { syntheticFaces, typicalFace } from '../../face/testing/synthetic-faces';
import { animalPrototypes, findAnimalLookAlike, lookAlikeAnimals, toWholePercentages, type LookAlikeAnimal } from './animal-look-alike';

describe('the animal look-alike', () => {
  it('gives all 20 animals whole percentages that add up to 100, in descending order', () => {
    for (const face of syntheticFaces(200, 7)) {
      const { percentages, top } = findAnimalLookAlike(face);
      expect(percentages.map((item) => item.animal).sort()).toEqual([...lookAlikeAnimals].sort());
      expect(percentages.reduce((sum, item) => sum + item.percentage, 0)).toBe(100);
      for (const [index, item] of percentages.entries()) {
        expect(Number.isInteger(item.percentage)).toBe(true);
        if (index > 0) expect(item.percentage).toBeLessThanOrEqual(percentages[index - 1]!.percentage);
      }
      expect(percentages[0]!.animal).toBe(top);
    }
  });

  it('gives every animal to some of a population drawn measurement by measurement, none more than two and a half times its fair share', () => {
    // Independent draws, not real faces' correlations (the balance is fitted on those: real-faces.test.ts).
    const faces = syntheticFaces(20_000, 2026);
    const wins = Object.fromEntries(lookAlikeAnimals.map((animal) => [animal, 0])) as Record<LookAlikeAnimal, number>;
    for (const face of faces) wins[findAnimalLookAlike(face).top] += 1;
    const shares = lookAlikeAnimals.map((animal) => wins[animal] / faces.length);
    expect(Math.min(...shares)).toBeGreaterThan(0.015);
    expect(Math.max(...shares)).toBeLessThan(0.125);
  });

  it('finds each animal for a face shaped like its prototype, and explains it by the measurements they share', () => {
    for (const animal of lookAlikeAnimals) {
      const face = Object.fromEntries(
        faceMeasurementNames.map((name) => [name, referenceFace[name].typical + animalPrototypes[animal][name] * 1.5 * referenceFace[name].spread]),
      ) as FaceMeasurements;
      const result = findAnimalLookAlike(face);
      expect(result.top).toBe(animal);
      // Leaning exactly its type's way (standard scores are clamped, so nearly 100).
      expect(result.similarity).toBeGreaterThanOrEqual(97);
      expect(result.reasons.length).toBeGreaterThanOrEqual(2);
      expect(result.reasons.length).toBeLessThanOrEqual(3);
      for (const reason of result.reasons) {
        expect(Math.sign(animalPrototypes[animal][reason.measurement])).toBe(reason.direction === 'more' ? 1 : -1);
      }
    }
  });

  it('heads a result with how far the face leans its animal\'s way, 50 to 100, where most faces read as a clear match', () => {
    expect(findAnimalLookAlike(typicalFace).similarity).toBe(50);
    const similarities = syntheticFaces(2000, 5).map((measurements) => findAnimalLookAlike(measurements).similarity).sort((first, second) => first - second);
    expect(similarities[0]).toBeGreaterThanOrEqual(50);
    expect(similarities.at(-1)).toBeLessThanOrEqual(100);
    // The median face reads well above the 5 % a share of the 20 animals gives: "78 % match", not "18 %".
    expect(similarities[1000]).toBeGreaterThanOrEqual(70);
  });

  it('explains a fox by eyes that tilt up, with the measured angle', () => {
    const fox = { ...typicalFace, canthalTilt: 11, eyeOpenness: 0.25, faceWidth: 0.74, jawWidth: 0.76 };
    const result = findAnimalLookAlike(fox);
    expect(result.top).toBe('fox');
    expect(result.reasons[0]).toEqual({ measurement: 'canthalTilt', value: 11, direction: 'more' });
  });

  it('answers the same for the same measurements, every time', () => {
    const [face] = syntheticFaces(1, 99);
    expect(findAnimalLookAlike(face!)).toEqual(findAnimalLookAlike({ ...face! }));
  });
});

describe('whole percentages', () => {
  it('hand the remainder to the largest fractions, ties in list order', () => {
    const shares = (values: number[]) => values.map((share, index) => ({ animal: lookAlikeAnimals[index]!, share }));
    expect(toWholePercentages(shares([1, 1, 1]))).toEqual([
      { animal: 'puppy', percentage: 34 },
      { animal: 'cat', percentage: 33 },
      { animal: 'fox', percentage: 33 },
    ]);
    expect(toWholePercentages(shares([0.5, 2, 0.5])).map((item) => item.percentage)).toEqual([67, 17, 16]);
  });
});
