import type { FaceMeasurementName } from './measure-face';

/**
 * Typical value and spread of each measurement on adult frontal faces: a face's standard score is
 * (value - typical) / spread. Set from published facial proportions, moved to the mesh's own scale where the
 * fixture portrait showed the mesh measures differently (mouth corners, lips); not fitted to a population, which
 * this project does not have (decision 0025). The animal look-alike leans away from it; the face rating
 * (decision 0027) reads closeness to it as harmony.
 */
/** How far a value lies from a typical one, in whole per cent either way (the "{difference}" of the texts). */
export function differenceFromTypical(value: number, typical: number): number {
  return Math.round(Math.abs(value / typical - 1) * 100);
}

export const referenceFace: Readonly<Record<FaceMeasurementName, { typical: number; spread: number }>> = {
  canthalTilt: { typical: 4, spread: 3 },
  eyeOpenness: { typical: 0.3, spread: 0.05 },
  eyeSize: { typical: 0.48, spread: 0.04 },
  faceWidth: { typical: 0.84, spread: 0.05 },
  jawWidth: { typical: 0.8, spread: 0.04 },
  noseWidth: { typical: 1.15, spread: 0.1 },
  mouthWidth: { typical: 0.92, spread: 0.08 },
  lipFullness: { typical: 0.26, spread: 0.07 },
  lowerThird: { typical: 0.38, spread: 0.03 },
  eyeSpacing: { typical: 0.25, spread: 0.02 },
};
