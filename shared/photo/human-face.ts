import { readHeadPose } from '../../domain/face/head-pose';
import { faceMeshPointCount, type MeshPoint } from '../../domain/face/measure-face';
import type { DetectedFace } from '../../domain/face/read-detection';
import type { RgbImage } from './normalize-photo';

/** The part of Human's FaceResult the analysis reads (the same in its browser and Node builds). */
export interface HumanFace {
  box: [number, number, number, number];
  meshRaw: [number, number, number?][];
  /** The mesh model's confidence that it found a face (0-1); Human drops faces below its minConfidence. */
  faceScore?: number;
  gender?: string;
  genderScore?: number;
}

/** p(male) from Human's answer: its genderScore is the confidence of the gender it names. */
function maleProbabilityOf(face: HumanFace): number | null {
  if (face.gender !== 'male' && face.gender !== 'female') return null;
  const score = face.genderScore ?? 0.5;
  return face.gender === 'male' ? score : 1 - score;
}

/** The head pose the reader checks, from the mesh itself (Human's own angles shrink the depth by a third). */
function readPose(mesh: readonly MeshPoint[]): { yaw: number; pitch: number } {
  if (mesh.length < faceMeshPointCount) return { yaw: 0, pitch: 0 };
  const { yaw, pitch } = readHeadPose(mesh);
  return { yaw, pitch };
}

/**
 * Human's face as the pure reader takes it: mesh and box in the image's pixels, head pose in degrees. The mesh's
 * raw depth is in units of the square the mesh model saw, which is the face box Human returns (its
 * `calculateFaceBox` keeps the crop's size): times that side it is in the same pixels as x and y.
 */
export function toDetectedFace(face: HumanFace, width: number, height: number): DetectedFace {
  const cropSide = Math.max(face.box[2], face.box[3]);
  const mesh = face.meshRaw.map(([x, y, z]) => [x * width, y * height, (z ?? 0) * cropSide] as const);
  return {
    box: face.box,
    mesh,
    ...readPose(mesh),
    maleProbability: maleProbabilityOf(face),
    meshScore: face.faceScore ?? null,
  };
}

/** The part of a Human instance the analysis calls (browser and Node builds alike). */
export interface HumanDetector {
  tf: { tensor3d(values: Int32Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void } };
  detect(input: unknown, config: { face: { description: { enabled: boolean } } }): Promise<{ face: HumanFace[]; error?: string | null }>;
}

/** What one look at a photo asks of the engine. */
export interface DetectOptions {
  /** Run the description model (7 MB, the gender estimate): only the look whose faces are kept needs it. */
  describe: boolean;
}

/** Detects the faces of a normalised photo: RGB bytes in as a tensor, faces out in the photo's pixels. */
export async function detectWithHuman(human: HumanDetector, image: RgbImage, { describe }: DetectOptions): Promise<DetectedFace[]> {
  const tensor = human.tf.tensor3d(Int32Array.from(image.data), [image.height, image.width, 3], 'int32');
  try {
    // Human merges this into its configuration for good, so every look states it.
    const result = await human.detect(tensor, { face: { description: { enabled: describe } } });
    if (result.error) throw new Error(`face engine: ${result.error}`);
    return result.face.map((face) => toDetectedFace(face, image.width, image.height));
  } finally {
    tensor.dispose();
  }
}
