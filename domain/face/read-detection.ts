/**
 * From what the face engine found to the one face a photo analysis measures, or the reason it cannot
 * (docs/spec/quizzes-and-photo.md §8: no face, face too small, head turned too far; several faces: the largest,
 * said so), with the true reason among turned, lowered, raised, covered (the mesh model doubts the face) and too
 * dark (decision 0040, which amends §8 after real selfies were refused as turned for a slightly lowered chin). In a
 * group photo the largest face that can be measured is read by default, so a friend turned away in front does not
 * refuse the photo; the visitor may tap another face.
 */
import { faceMeshPointCount, measureFace, roundTo, type FaceMeasurements, type MeshPoint } from './measure-face';

/** One face as the engine reports it, in the pixels of the normalised image. */
export interface DetectedFace {
  /** x, y, width, height */
  box: readonly [number, number, number, number];
  mesh: readonly MeshPoint[];
  /** Head pose in degrees, read from the mesh (domain/face/head-pose.ts); 0 for a face without one. */
  yaw: number;
  pitch: number;
  /** The engine's estimate that the face reads as male, 0 to 1; null when it gave none. */
  maleProbability: number | null;
  /** The mesh model's confidence, 0 to 1, where the engine gives it. */
  meshScore?: number | null;
  /** Set on the face the closer look went to (shared/photo/detect-face.ts): the one face to measure. */
  lookedCloser?: true;
}

/** A face narrower than this share of the image's longest side has too few pixels to measure. */
export const minimumFaceShare = 0.12;
/**
 * How far the head may turn, lower or rise before the mesh's far side is guessed rather than seen: past these the
 * frontalized measurements of the same face drift beyond their spread (decision 0040, measured on real photos).
 */
export const headPoseLimits = { yaw: 30, lowered: 35, raised: 25 } as const;
/**
 * Darkness, as the photo's mean luminance (0-255): below the first a face the engine could not read is explained
 * as darkness; below the second a face it did read is not trusted (in a nearly black photo the mesh is mostly the
 * model's guess). The real portraits lie at 65 and above (decision 0040).
 */
export const darkPhotoLuminance = 40;
export const tooDarkToMeasureLuminance = 20;
/** Below this mesh confidence a read face has something over it: covered eyes read 0.77-0.79, real faces 0.99-1. */
export const minimumMeshScore = 0.9;

export type FaceReadingFailure = 'no-face' | 'face-too-small' | 'head-turned' | 'head-lowered' | 'head-raised' | 'face-covered' | 'too-dark';

/** A face's place in the photo, for choosing another one in a group photo. */
export type FaceBox = readonly [number, number, number, number];

export type FaceReading =
  | {
      ok: true;
      measurements: FaceMeasurements;
      /** How many faces the photo holds; the chosen one (see `chosenBy`) was measured. */
      faceCount: number;
      /**
       * Why this face: the largest, the one the visitor tapped, or the largest that could be measured when a larger
       * one could not (turned away, covered or too small).
       */
      chosenBy: FaceChoice;
      /** Every readable face's box, the measured one included, so a visitor may choose another. */
      faceBoxes: readonly FaceBox[];
      maleProbability: number | null;
      /** The measured face, for drawing on the photo. */
      mesh: readonly MeshPoint[];
      box: FaceBox;
    }
  | { ok: false; reason: FaceReadingFailure };

export type FaceChoice = 'largest' | 'tapped' | 'measurable';

/** What the reader may be told besides the faces. */
export interface ReadingOptions {
  /** The point (photo pixels) the visitor tapped: the face whose box holds it is measured instead of the default one. */
  chosenAt?: { x: number; y: number } | null;
  /** The photo's mean luminance, to say when darkness is why a face cannot be measured. */
  readBrightness?: () => number;
}

const areaOf = (face: DetectedFace) => face.box[2] * face.box[3];
const holds = (face: DetectedFace, { x, y }: { x: number; y: number }) =>
  x >= face.box[0] && x <= face.box[0] + face.box[2] && y >= face.box[1] && y <= face.box[1] + face.box[3];

/** The face with the largest box (the first of equals) of a non-empty list. */
export function findLargestFace<Face extends DetectedFace>(faces: readonly Face[]): Face {
  return faces.reduce((largest, candidate) => (areaOf(candidate) > areaOf(largest) ? candidate : largest));
}

/** Why this face cannot be measured, or null: too few pixels, something over it, or a pose past the limits. */
export function findFaceFailure(face: DetectedFace, imageLongestSide: number): FaceReadingFailure | null {
  if (face.box[2] < minimumFaceShare * imageLongestSide) return 'face-too-small';
  if (face.meshScore !== undefined && face.meshScore !== null && face.meshScore < minimumMeshScore) return 'face-covered';
  if (Math.abs(face.yaw) > headPoseLimits.yaw) return 'head-turned';
  if (face.pitch > headPoseLimits.lowered) return 'head-lowered';
  if (face.pitch < -headPoseLimits.raised) return 'head-raised';
  return null;
}

/**
 * The face a photo analysis measures, of a non-empty list: the smallest box holding the visitor's tap (a face in
 * front of another's larger box), else the largest face that can be measured, else the largest (whose reason is
 * then told). The browser and the server choose alike.
 */
export function chooseFace<Face extends DetectedFace>(
  faces: readonly Face[],
  { chosenAt, imageLongestSide }: { chosenAt?: { x: number; y: number } | null; imageLongestSide: number },
): Face {
  const tapped = chosenAt ? faces.filter((face) => holds(face, chosenAt)) : [];
  if (tapped.length > 0) return tapped.reduce((small, candidate) => (areaOf(candidate) < areaOf(small) ? candidate : small));
  const measurable = faces.filter((face) => findFaceFailure(face, imageLongestSide) === null);
  return findLargestFace(measurable.length > 0 ? measurable : faces);
}

/** Why the measured face was the one: where it is among the faces (its finer mesh may no longer pass the limits). */
function describeChoice(faces: readonly DetectedFace[], face: DetectedFace, chosenAt?: { x: number; y: number } | null): FaceChoice {
  if (chosenAt && holds(face, chosenAt)) return 'tapped';
  return face === findLargestFace(faces) ? 'largest' : 'measurable';
}

/** The chosen (by default the largest measurable) face of the photo, measured, or the true reason there is none. */
export function readDetection(faces: readonly DetectedFace[], imageLongestSide: number, options: ReadingOptions = {}): FaceReading {
  const usable = faces.filter((face) => face.mesh.length >= faceMeshPointCount);
  const brightness = options.readBrightness?.() ?? Number.POSITIVE_INFINITY;
  if (usable.length === 0) return { ok: false, reason: brightness < darkPhotoLuminance ? 'too-dark' : 'no-face' };
  if (brightness < tooDarkToMeasureLuminance) return { ok: false, reason: 'too-dark' };
  // The face the closer look went to was chosen by the same rule on its first, coarser mesh: it stays the one read
  // (and refused, if its finer mesh says so), never a face the closer look did not see.
  const face = usable.find((candidate) => candidate.lookedCloser) ?? chooseFace(usable, { chosenAt: options.chosenAt, imageLongestSide });
  const failure = findFaceFailure(face, imageLongestSide);
  if (failure) return { ok: false, reason: failure };
  const measurements = measureFace(face.mesh);
  if (!measurements) return { ok: false, reason: 'no-face' };
  return {
    ok: true,
    measurements,
    faceCount: usable.length,
    chosenBy: describeChoice(usable, face, options.chosenAt),
    faceBoxes: usable.map((candidate) => candidate.box),
    maleProbability: face.maleProbability === null ? null : roundTo(face.maleProbability, 2),
    mesh: face.mesh,
    box: face.box,
  };
}
