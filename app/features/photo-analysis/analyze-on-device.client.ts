import { measureAsymmetry } from '../../../domain/face/face-symmetry';
import type { FaceMeasurements, MeshPoint } from '../../../domain/face/measure-face';
import { measureMeanLuminance } from '../../../domain/face/photo-brightness';
import { readDetection, type FaceBox, type FaceChoice, type FaceReadingFailure } from '../../../domain/face/read-detection';
import { readSkin, type SkinReading } from '../../../domain/face/skin-patches';
import { findAnimalLookAlike, type AnimalLookAlike } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { rateFace, type FaceRating } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { readFace, type FaceReading } from '../../../domain/quizzes/ai-face-reading/face-reading';
import { detectFacesTwice } from '../../../shared/photo/detect-face';
import { decodePhotoInBrowser, loadFaceEngine } from './face-engine.client';

/** What every photo quiz shows besides its own result: the measured face, drawn on the photo. */
export interface MeasuredFace {
  measurements: FaceMeasurements;
  faceCount: number;
  /** The measured face's mesh in the pixels of the analysed image (`imageSize`), for the overlay. */
  mesh: readonly MeshPoint[];
  /** The measured face's box and every readable face's box (same pixels), for tapping another face. */
  box: FaceBox;
  /** Why that face: the largest, the tapped one, or the largest measurable one (domain/face/read-detection.ts). */
  chosenBy: FaceChoice;
  faceBoxes: readonly FaceBox[];
  imageSize: { width: number; height: number };
}

export type PhotoFailure = FaceReadingFailure | 'not-an-image' | 'engine';
export type PhotoOutcome<Result> = ({ ok: true; result: Result } & MeasuredFace) | { ok: false; reason: PhotoFailure };
export type AnimalFaceOutcome = PhotoOutcome<AnimalLookAlike>;
export type FaceRatingOutcome = PhotoOutcome<FaceRating>;
export type FaceReadingOutcome = PhotoOutcome<FaceReading>;

interface FaceOnDevice extends MeasuredFace {
  ok: true;
  maleProbability: number | null;
  asymmetry: number;
  skin: SkinReading;
}

/**
 * The reading in this tab: the same decoding, two looks and reading as the server's POST /api/photo/analyze, so
 * both give the same answer for the same photo. Nothing is sent anywhere.
 */
async function readFaceOnDevice(photo: Blob, onStep: (step: number) => void, chosenAt: FacePoint | null): Promise<FaceOnDevice | { ok: false; reason: PhotoFailure }> {
  onStep(1);
  let engine: Awaited<ReturnType<typeof loadFaceEngine>>;
  try {
    engine = await loadFaceEngine();
  } catch {
    return { ok: false, reason: 'engine' };
  }
  onStep(2);
  const started = performance.now();
  const image = await decodePhotoInBrowser(photo);
  if (!image) return { ok: false, reason: 'not-an-image' };
  const decoded = performance.now();
  let found = decoded;
  // Found (3) once the first look has a face; measuring (4) is the closer look and the measurements.
  const onFacesFound = () => {
    found = performance.now();
    onStep(4);
  };
  const faces = await detectFacesTwice(engine.detect, image, { onFacesFound, chosenAt });
  const reading = readDetection(faces, Math.max(image.width, image.height), { chosenAt, readBrightness: () => measureMeanLuminance(image) });
  if (!reading.ok) return reading;
  const face: FaceOnDevice = {
    ok: true,
    measurements: reading.measurements,
    faceCount: reading.faceCount,
    mesh: reading.mesh,
    box: reading.box,
    chosenBy: reading.chosenBy,
    faceBoxes: reading.faceBoxes,
    imageSize: { width: image.width, height: image.height },
    maleProbability: reading.maleProbability,
    asymmetry: measureAsymmetry(reading.mesh),
    skin: readSkin(image, reading.mesh),
  };
  recordAnalysisTimes({ started, decoded, found, finished: performance.now() });
  onStep(5);
  return face;
}

async function analyzeOnDevice<Result>(
  photo: Blob,
  onStep: (step: number) => void,
  chosenAt: FacePoint | null,
  score: (face: FaceOnDevice) => Result,
): Promise<PhotoOutcome<Result>> {
  const face = await readFaceOnDevice(photo, onStep, chosenAt);
  if (!face.ok) return face;
  const result = score(face);
  onStep(6);
  const { measurements, faceCount, mesh, box, chosenBy, faceBoxes, imageSize } = face;
  return { ok: true, result, measurements, faceCount, mesh, box, chosenBy, faceBoxes, imageSize };
}

/** A point on the analysed image (its pixels) where the visitor tapped a face; null for the largest face. */
export type FacePoint = { x: number; y: number };

export function analyzeAnimalFaceOnDevice(photo: Blob, onStep: (step: number) => void, chosenAt: FacePoint | null = null): Promise<AnimalFaceOutcome> {
  return analyzeOnDevice(photo, onStep, chosenAt, (face) => findAnimalLookAlike(face.measurements));
}

export function readFortuneOnDevice(photo: Blob, onStep: (step: number) => void, chosenAt: FacePoint | null = null): Promise<FaceReadingOutcome> {
  return analyzeOnDevice(photo, onStep, chosenAt, (face) => readFace(face));
}

export function rateFaceOnDevice(photo: Blob, onStep: (step: number) => void, chosenAt: FacePoint | null = null): Promise<FaceRatingOutcome> {
  return analyzeOnDevice(photo, onStep, chosenAt, (face) => rateFace(face));
}

/**
 * User Timing entries of the last analysis (decode, first look, closer look, total), which `npm run bench:photo`
 * reads from the page; the browser's performance tools show them too.
 */
function recordAnalysisTimes({ started, decoded, found, finished }: Record<'started' | 'decoded' | 'found' | 'finished', number>) {
  performance.measure('face-analysis:decode', { start: started, end: decoded });
  performance.measure('face-analysis:first-look', { start: decoded, end: found });
  performance.measure('face-analysis:closer-look', { start: found, end: finished });
  performance.measure('face-analysis:total', { start: started, end: finished });
}

/** Starts loading the engine without waiting for it (the form calls this when the visitor starts on it). */
export function preloadFaceEngine(): void {
  void loadFaceEngine().catch(() => undefined);
}
