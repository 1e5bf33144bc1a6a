import { findLargestFace, type DetectedFace } from '../../domain/face/read-detection';
import type { DetectOptions } from './human-face';
import { cropSquare, type RgbImage } from './normalize-photo';

/** The face's second look: its square (with this margin) scaled to this side, where the mesh has ~3x the pixels. */
export const faceCropMargin = 0.25;
export const faceCropSide = 480;

export type FaceDetector = (image: RgbImage, options: DetectOptions) => Promise<DetectedFace[]>;

/**
 * The engine's mesh coordinates are whole pixels: on a 640 px photo a face has ~50 px between the eyes, so a
 * lid or a lip is a few pixels and rounding moves its ratios by several per cent (shared/notes/face-engine.md,
 * pitfall 5). So the largest face is detected again on its own square scaled to 480 px, and that mesh, mapped
 * back to the photo, replaces the first one. The browser and the server both run exactly this; `onFacesFound`
 * tells the page's progress lines that the first look found a face and the closer one begins.
 */
export async function detectFacesTwice(detect: FaceDetector, image: RgbImage, onFacesFound?: () => void): Promise<DetectedFace[]> {
  // The first look finds the faces and the head pose; the gender estimate of the measured face comes from the
  // second, so the first skips the description model (a third of a look's time).
  const faces = await detect(image, { describe: false });
  if (faces.length === 0) return faces;
  onFacesFound?.();
  const largest = findLargestFace(faces);
  const crop = cropSquare(image, largest.box, faceCropMargin, faceCropSide);
  const closer = await detect(crop.image, { describe: true });
  if (closer.length === 0) return faces;
  const face = findLargestFace(closer);
  const toPhoto = (x: number, y: number) => [crop.left + x / crop.scale, crop.top + y / crop.scale] as const;
  const refined: DetectedFace = {
    ...face,
    box: largest.box,
    mesh: face.mesh.map(([x, y]) => toPhoto(x, y)),
    // The size check reads the photo's box and the head pose of the first look; the crop changes neither.
    yaw: largest.yaw,
    pitch: largest.pitch,
  };
  return faces.map((candidate) => (candidate === largest ? refined : candidate));
}
