/**
 * From what the face engine found to the one face a photo analysis measures, or the reason it cannot
 * (spec-quizzes section 8: no face, face too small, head turned too far; several faces: the largest, said so).
 */
import { faceMeshPointCount, measureFace, roundTo, type FaceMeasurements, type MeshPoint } from './measure-face';

/** One face as the engine reports it, in the pixels of the normalised image. */
export interface DetectedFace {
  /** x, y, width, height */
  box: readonly [number, number, number, number];
  mesh: readonly MeshPoint[];
  /** Head pose in degrees. */
  yaw: number;
  pitch: number;
  /** The engine's estimate that the face reads as male, 0 to 1; null when it gave none. */
  maleProbability: number | null;
}

/** A face narrower than this share of the image's longest side has too few pixels to measure. */
export const minimumFaceShare = 0.12;
/** Past this yaw or pitch the ratios measure the turn more than the face (shared/notes/face-engine.md). */
export const maximumHeadTurnDegrees = 20;

export type FaceReadingFailure = 'no-face' | 'face-too-small' | 'head-turned';

export type FaceReading =
  | {
      ok: true;
      measurements: FaceMeasurements;
      /** How many faces the photo holds; the largest was measured. */
      faceCount: number;
      maleProbability: number | null;
      /** The measured face, for drawing on the photo. */
      mesh: readonly MeshPoint[];
      box: readonly [number, number, number, number];
    }
  | { ok: false; reason: FaceReadingFailure };

const areaOf = (face: DetectedFace) => face.box[2] * face.box[3];

/** The face with the largest box (the first of equals) of a non-empty list; the photo analyses measure only that one. */
export function findLargestFace<Face extends DetectedFace>(faces: readonly Face[]): Face {
  return faces.reduce((largest, candidate) => (areaOf(candidate) > areaOf(largest) ? candidate : largest));
}

/** The largest face of the photo, measured, or why there is none to measure. */
export function readDetection(faces: readonly DetectedFace[], imageLongestSide: number): FaceReading {
  const usable = faces.filter((face) => face.mesh.length >= faceMeshPointCount);
  if (usable.length === 0) return { ok: false, reason: 'no-face' };
  const face = findLargestFace(usable);
  if (face.box[2] < minimumFaceShare * imageLongestSide) return { ok: false, reason: 'face-too-small' };
  if (Math.abs(face.yaw) > maximumHeadTurnDegrees || Math.abs(face.pitch) > maximumHeadTurnDegrees) return { ok: false, reason: 'head-turned' };
  const measurements = measureFace(face.mesh);
  if (!measurements) return { ok: false, reason: 'no-face' };
  return {
    ok: true,
    measurements,
    faceCount: usable.length,
    maleProbability: face.maleProbability === null ? null : roundTo(face.maleProbability, 2),
    mesh: face.mesh,
    box: face.box,
  };
}
