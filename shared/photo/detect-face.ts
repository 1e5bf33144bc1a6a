import { faceMeshPointCount } from '../../domain/face/measure-face';
import { chooseFace, findLargestFace, type DetectedFace } from '../../domain/face/read-detection';
import type { DetectOptions } from './human-face';
import { cropSquare, type RgbImage } from './normalize-photo';

/** The face's second look: its square (with this margin) scaled to this side, where the mesh has ~3x the pixels. */
export const faceCropMargin = 0.25;
export const faceCropSide = 480;

export type FaceDetector = (image: RgbImage, options: DetectOptions) => Promise<DetectedFace[]>;

/**
 * The engine's mesh coordinates are whole pixels: on a 640 px photo a face has ~50 px between the eyes, so a
 * lid or a lip is a few pixels and rounding moves its ratios by several per cent (docs/notes/face-engine.md,
 * pitfall 5). So the face to measure (the largest measurable, or the one the visitor tapped) is detected again on its own square scaled to 480 px, and that mesh, mapped
 * back to the photo, replaces the first one. The browser and the server both run exactly this; `onFacesFound`
 * tells the page's progress lines that the first look found a face and the closer one begins.
 */
export async function detectFacesTwice(
  detect: FaceDetector,
  image: RgbImage,
  { onFacesFound, chosenAt }: { onFacesFound?: () => void; chosenAt?: { x: number; y: number } | null } = {},
): Promise<DetectedFace[]> {
  // The first look finds the faces; the gender estimate of the measured face comes from the second, so the first
  // skips the description model (a third of a look's time).
  const faces = await detect(image, { describe: false });
  if (faces.length === 0) return faces;
  onFacesFound?.();
  // The closer look goes to the face the reader will measure (domain/face/read-detection.ts chooses alike).
  const withMesh = faces.filter((face) => face.mesh.length >= faceMeshPointCount);
  if (withMesh.length === 0) return faces;
  const chosen = chooseFace(withMesh, { chosenAt, imageLongestSide: Math.max(image.width, image.height) });
  const crop = cropSquare(image, chosen.box, faceCropMargin, faceCropSide);
  const closer = (await detect(crop.image, { describe: true })).filter((face) => face.mesh.length >= faceMeshPointCount);
  if (closer.length === 0) return faces;
  const face = findLargestFace(closer);
  const toPhoto = (x: number, y: number, z = 0) => [crop.left + x / crop.scale, crop.top + y / crop.scale, z / crop.scale] as const;
  const refined: DetectedFace = {
    ...face,
    lookedCloser: true,
    box: chosen.box,
    mesh: face.mesh.map(([x, y, z]) => toPhoto(x, y, z)),
    // The size check reads the photo's box; the head pose is the closer look's, read from the finer mesh.
  };
  return faces.map((candidate) => (candidate === chosen ? refined : candidate));
}
