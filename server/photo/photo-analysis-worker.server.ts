import { threadId } from 'node:worker_threads';
import { readDetection, type FaceReadingFailure } from '../../domain/face/read-detection';
import type { FaceMeasurements } from '../../domain/face/measure-face';
import { measureMeanLuminance } from '../../domain/face/photo-brightness';
import { measureAsymmetry } from '../../domain/face/face-symmetry';
import { readSkin, type SkinReading } from '../../domain/face/skin-patches';
import { detectFacesTwice } from '../../shared/photo/detect-face';
import { decodePhoto } from './decode-photo.server';
import { createFaceEngine, type FaceEngine } from './face-engine.server';

export type PhotoReading =
  | { ok: true; measurements: FaceMeasurements; faceCount: number; maleProbability: number | null; asymmetry: number; skin: SkinReading }
  | { ok: false; reason: FaceReadingFailure | 'not-an-image' | 'too-many-pixels' };

/** One engine per worker thread, loaded on the thread's first photo (about a second) and kept. */
let engine: Promise<FaceEngine> | undefined;

/**
 * Runs in a worker thread of the photo pool: decodes one photo and reads its largest face. The photo's bytes
 * live only in this call; nothing is written or logged.
 */
export default async function readPhotoInWorker(bytes: Uint8Array): Promise<{ reading: PhotoReading; threadId: number }> {
  engine ??= createFaceEngine();
  const decoded = await decodePhoto(bytes);
  if (!decoded.ok) return { reading: decoded, threadId };
  const { image } = decoded;
  const faces = await detectFacesTwice((await engine).detect, image);
  const reading = readDetection(faces, Math.max(image.width, image.height), { readBrightness: () => measureMeanLuminance(image) });
  return {
    reading: reading.ok
      ? {
          ok: true,
          measurements: reading.measurements,
          faceCount: reading.faceCount,
          maleProbability: reading.maleProbability,
          asymmetry: measureAsymmetry(reading.mesh),
          skin: readSkin(image, reading.mesh),
        }
      : reading,
    threadId,
  };
}
