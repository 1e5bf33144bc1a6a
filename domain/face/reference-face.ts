import type { FaceMeasurementName } from './measure-face';

/**
 * Typical value and spread of each measurement on real adult faces: a face's standard score is
 * (value - typical) / spread. Fitted on the training two thirds of the real, free-licensed portraits
 * (fixtures/photos/real; `npm run faces:fit`): the median, and the larger of the standard deviation and the
 * median absolute deviation scaled to it, so a face is compared with faces as the mesh measures them, not with
 * textbook proportions (decision 0040; it replaced decision 0025's published proportions, which put most real
 * faces on one side and one animal on a third of them). The animal look-alike leans away from it; the face
 * rating (decision 0027) reads closeness to it as harmony.
 */
/** How far a value lies from a typical one, in whole per cent either way (the "{difference}" of the texts). */
export function differenceFromTypical(value: number, typical: number): number {
  return Math.round(Math.abs(value / typical - 1) * 100);
}

export const referenceFace: Readonly<Record<FaceMeasurementName, { typical: number; spread: number }>> = {
  canthalTilt: { typical: 2.7, spread: 1.47 },
  eyeOpenness: { typical: 0.254, spread: 0.043 },
  eyeSize: { typical: 0.443, spread: 0.008 },
  faceWidth: { typical: 0.833, spread: 0.041 },
  jawWidth: { typical: 0.815, spread: 0.018 },
  noseWidth: { typical: 1.268, spread: 0.073 },
  mouthWidth: { typical: 0.988, spread: 0.146 },
  lipFullness: { typical: 0.221, spread: 0.052 },
  lowerThird: { typical: 0.415, spread: 0.02 },
  eyeSpacing: { typical: 0.251, spread: 0.014 },
};

/**
 * The asymmetry (domain/face/face-symmetry.ts) real photos typically show, and its spread: the training faces'
 * median and standard deviation on the frontalized mesh (decision 0040). Head angle and expression count in it,
 * so a typical photo's value is nowhere near zero.
 */
export const referenceSymmetry = { typical: 0.026, spread: 0.023 } as const;
