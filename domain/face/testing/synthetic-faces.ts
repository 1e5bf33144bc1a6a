/** Test helpers: a seeded synthetic population of faces in the measurement space (decision 0025). */
import { faceMeasurementNames, type FaceMeasurements } from '../measure-face';
import { referenceFace } from '../reference-face';

/** A seeded generator (mulberry32) and standard normal draws, so the synthetic population is the same every run. */
export function createNormalSource(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Faces spread over the ranges real faces show: each measurement typical ± its spread, drawn independently. */
export function syntheticFaces(count: number, seed: number): FaceMeasurements[] {
  const normal = createNormalSource(seed);
  return Array.from({ length: count }, () =>
    Object.fromEntries(faceMeasurementNames.map((name) => [name, referenceFace[name].typical + normal() * referenceFace[name].spread])) as FaceMeasurements,
  );
}

export const typicalFace = Object.fromEntries(faceMeasurementNames.map((name) => [name, referenceFace[name].typical])) as FaceMeasurements;
