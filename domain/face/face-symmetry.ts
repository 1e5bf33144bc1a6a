/**
 * How far a face's two sides differ (decision 0027): on the mesh seen from the front (decision 0040),
 * mirrored pairs of mesh points are compared across the midline the nose bridge and lips draw. The turn of the
 * head is undone first; what it cannot undo (the far side guessed by the mesh) is why turns past the pose limits
 * are refused.
 */
import { distance, roundTo, viewFromFront, type MeshPoint } from './measure-face';

/** Points on the face's vertical midline (forehead, nose bridge, nose tip, lips, chin). */
const midlinePoints: readonly number[] = [10, 151, 9, 168, 6, 197, 195, 5, 4, 1, 2, 164, 0, 13, 14, 17, 18, 200, 199, 175, 152];

/** Mirrored pairs, the subject's right side first: eye corners, cheeks, jaw, mouth corners, nose wings, brows. */
export const mirroredPairs = [
  [33, 263],
  [133, 362],
  [234, 454],
  [172, 397],
  [61, 291],
  [129, 358],
  [205, 425],
  [70, 300],
  [105, 334],
  [58, 288],
] as const;

/**
 * The mean mismatch of the mirrored pairs, as a share of the distance between the outer eye corners: 0 for a
 * perfectly mirrored mesh; rounded so that the same photo gives the same number everywhere.
 */
export function measureAsymmetry(rawPoints: readonly MeshPoint[]): number {
  const points = viewFromFront(rawPoints);
  const midline = midlinePoints.reduce<number>((sum, index) => sum + points[index]!.x, 0) / midlinePoints.length;
  const scale = distance(points[33]!, points[263]!);
  const mismatch = mirroredPairs.reduce((sum, [right, left]) => {
    const [first, second] = [points[right]!, points[left]!];
    return sum + Math.hypot(midline - first.x - (second.x - midline), first.y - second.y);
  }, 0);
  return roundTo(mismatch / mirroredPairs.length / scale, 4);
}
