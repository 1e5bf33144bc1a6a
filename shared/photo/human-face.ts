import type { DetectedFace } from '../../domain/face/read-detection';
import type { RgbImage } from './normalize-photo';

/** The part of Human's FaceResult the analysis reads (the same in its browser and Node builds). */
export interface HumanFace {
  box: [number, number, number, number];
  meshRaw: [number, number, number?][];
  gender?: string;
  genderScore?: number;
  rotation?: { angle: { yaw: number; pitch: number; roll: number } };
}

/** p(male) from Human's answer: its genderScore is the confidence of the gender it names. */
function maleProbabilityOf(face: HumanFace): number | null {
  if (face.gender !== 'male' && face.gender !== 'female') return null;
  const score = face.genderScore ?? 0.5;
  return face.gender === 'male' ? score : 1 - score;
}

/** Human's face as the pure reader takes it: mesh and box in the image's pixels, head pose in degrees. */
export function toDetectedFace(face: HumanFace, width: number, height: number): DetectedFace {
  return {
    box: face.box,
    mesh: face.meshRaw.map(([x, y]) => [x * width, y * height] as const),
    yaw: ((face.rotation?.angle.yaw ?? 0) * 180) / Math.PI,
    pitch: ((face.rotation?.angle.pitch ?? 0) * 180) / Math.PI,
    maleProbability: maleProbabilityOf(face),
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
