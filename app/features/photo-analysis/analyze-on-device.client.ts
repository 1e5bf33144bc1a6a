import { readDetection, readsAsOtherGender, type FaceReadingFailure } from '../../../domain/face/read-detection';
import type { FaceMeasurements, MeshPoint } from '../../../domain/face/measure-face';
import { findAnimalLookAlike, type AnimalLookAlike } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { detectFacesTwice } from '../../../shared/photo/detect-face';
import { decodePhotoInBrowser, loadFaceEngine } from './face-engine.client';

export type AnimalFaceOutcome =
  | {
      ok: true;
      lookAlike: AnimalLookAlike;
      measurements: FaceMeasurements;
      faceCount: number;
      genderWarning: boolean;
      /** The measured face's mesh in the pixels of the analysed image (`imageSize`), for the overlay. */
      mesh: readonly MeshPoint[];
      imageSize: { width: number; height: number };
    }
  | { ok: false; reason: FaceReadingFailure | 'not-an-image' | 'engine' };

/**
 * The whole analysis in this tab: the same decoding, two looks, reading and look-alike as the server's
 * POST /api/photo/analyze, so both give the same answer for the same photo. Nothing is sent anywhere.
 */
export async function analyzeAnimalFaceOnDevice(photo: Blob, gender: 'male' | 'female', onStep: (step: number) => void): Promise<AnimalFaceOutcome> {
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
  const faces = await detectFacesTwice(engine.detect, image, () => {
    found = performance.now();
    onStep(4);
  });
  const reading = readDetection(faces, Math.max(image.width, image.height));
  if (!reading.ok) return reading;
  const { measurements } = reading;
  onStep(5);
  const lookAlike = findAnimalLookAlike(measurements);
  recordAnalysisTimes({ started, decoded, found, finished: performance.now() });
  onStep(6);
  return {
    ok: true,
    lookAlike,
    measurements,
    faceCount: reading.faceCount,
    genderWarning: readsAsOtherGender(reading.maleProbability, gender),
    mesh: reading.mesh,
    imageSize: { width: image.width, height: image.height },
  };
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
