/**
 * Face measurements from a face mesh (MediaPipe's 468-point topology, as Human outputs it): scale-free ratios and
 * angles with the head's turn undone (or, for a mesh without depth, its tilt in the picture), rounded so that the same photo gives the same numbers everywhere.
 * Indices and formulas: docs/decisions/0025-face-measurements.md.
 */
import { frontalizeMesh, hasDepth } from './head-pose';
import type { MeshPoint, Point } from './mesh-point';

export type { MeshPoint, Point };

export const faceMeasurementNames = [
  'canthalTilt',
  'eyeOpenness',
  'eyeSize',
  'faceWidth',
  'jawWidth',
  'noseWidth',
  'mouthWidth',
  'lipFullness',
  'lowerThird',
  'eyeSpacing',
] as const;
export type FaceMeasurementName = (typeof faceMeasurementNames)[number];
export type FaceMeasurements = Readonly<Record<FaceMeasurementName, number>>;

export function isFaceMeasurementName(value: string): value is FaceMeasurementName {
  return (faceMeasurementNames as readonly string[]).includes(value);
}

/** Mesh indices: outer and inner eye corners, lids, face outline, jaw, nose wings, mouth corners and lips. */
const mesh = {
  rightOuterEye: 33,
  rightInnerEye: 133,
  leftInnerEye: 362,
  leftOuterEye: 263,
  /** Upper and lower lid points facing each other, two pairs per eye. */
  rightLids: [[160, 144], [158, 153]],
  leftLids: [[385, 380], [387, 373]],
  foreheadTop: 10,
  chin: 152,
  noseBase: 2,
  rightCheek: 234,
  leftCheek: 454,
  rightJaw: 172,
  leftJaw: 397,
  rightNoseWing: 129,
  leftNoseWing: 358,
  rightMouth: 61,
  leftMouth: 291,
  upperLipTop: 0,
  upperLipBottom: 13,
  lowerLipTop: 14,
  lowerLipBottom: 17,
} as const;

export const faceMeshPointCount = 468;

/** The mesh points each measurement reads, as segments, for drawing what was measured on the photo. */
export const measurementSegments: Readonly<Record<FaceMeasurementName, readonly (readonly [number, number])[]>> = {
  canthalTilt: [[mesh.rightInnerEye, mesh.rightOuterEye], [mesh.leftInnerEye, mesh.leftOuterEye]],
  eyeOpenness: [...mesh.rightLids, ...mesh.leftLids],
  eyeSize: [[mesh.rightOuterEye, mesh.rightInnerEye], [mesh.leftInnerEye, mesh.leftOuterEye]],
  faceWidth: [[mesh.rightCheek, mesh.leftCheek], [mesh.foreheadTop, mesh.chin]],
  jawWidth: [[mesh.rightJaw, mesh.leftJaw], [mesh.rightCheek, mesh.leftCheek]],
  noseWidth: [[mesh.rightNoseWing, mesh.leftNoseWing]],
  mouthWidth: [[mesh.rightMouth, mesh.leftMouth]],
  lipFullness: [[mesh.upperLipTop, mesh.upperLipBottom], [mesh.lowerLipTop, mesh.lowerLipBottom]],
  lowerThird: [[mesh.noseBase, mesh.chin]],
  eyeSpacing: [[mesh.rightInnerEye, mesh.leftInnerEye]],
};

export const distance = (first: Point, second: Point) => Math.hypot(first.x - second.x, first.y - second.y);
const middle = (first: Point, second: Point): Point => ({ x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 });

/** Rounds to `digits` decimals, with -0 as 0, so equal inputs print and compare equal everywhere. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Rotates every point about the eye midpoint so that the line between the outer eye corners is horizontal, and
 * mirrors nothing: the image's right (the subject's right eye, index 33) stays on the left of the picture.
 */
export function levelPoints(points: readonly MeshPoint[]): Point[] {
  const right = points[mesh.rightOuterEye]!;
  const left = points[mesh.leftOuterEye]!;
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
  const [cos, sin] = [Math.cos(-angle), Math.sin(-angle)];
  const centre = { x: (right[0] + left[0]) / 2, y: (right[1] + left[1]) / 2 };
  return points.map(([x, y]) => ({
    x: (x - centre.x) * cos - (y - centre.y) * sin,
    y: (x - centre.x) * sin + (y - centre.y) * cos,
  }));
}

/** The mesh as measured: seen from the front when it has depth (decision 0040), otherwise levelled in the picture. */
export function viewFromFront(points: readonly MeshPoint[]): Point[] {
  return hasDepth(points) ? frontalizeMesh(points) : levelPoints(points);
}

/** Degrees by which the outer corner sits above the inner one (image y grows downwards). */
function tiltDegrees(inner: Point, outer: Point): number {
  return (Math.atan2(inner.y - outer.y, Math.abs(outer.x - inner.x)) * 180) / Math.PI;
}

function eyeOpenness(points: Point[], lidPairs: readonly (readonly [number, number])[], corners: readonly [number, number]): number {
  const lids = lidPairs.map(([upper, lower]) => distance(points[upper]!, points[lower]!));
  return lids.reduce((sum, lid) => sum + lid, 0) / (lids.length * distance(points[corners[0]]!, points[corners[1]]!));
}

/** The ten measurements of one face; null when the mesh is not the 468-point (or 478-point) topology. */
export function measureFace(rawPoints: readonly MeshPoint[]): FaceMeasurements | null {
  if (rawPoints.length < faceMeshPointCount) return null;
  const points = viewFromFront(rawPoints);
  const at = (index: number) => points[index]!;
  const rightEyeCentre = middle(at(mesh.rightOuterEye), at(mesh.rightInnerEye));
  const leftEyeCentre = middle(at(mesh.leftOuterEye), at(mesh.leftInnerEye));
  const eyeDistance = distance(rightEyeCentre, leftEyeCentre);
  if (!(eyeDistance > 0)) return null;
  const faceWidth = distance(at(mesh.rightCheek), at(mesh.leftCheek));
  const faceHeight = distance(at(mesh.foreheadTop), at(mesh.chin));
  const mouthWidth = distance(at(mesh.rightMouth), at(mesh.leftMouth));
  const eyeWidth = (distance(at(mesh.rightOuterEye), at(mesh.rightInnerEye)) + distance(at(mesh.leftOuterEye), at(mesh.leftInnerEye))) / 2;
  const lips = distance(at(mesh.upperLipTop), at(mesh.upperLipBottom)) + distance(at(mesh.lowerLipTop), at(mesh.lowerLipBottom));
  const measurements: Record<FaceMeasurementName, number> = {
    canthalTilt: roundTo((tiltDegrees(at(mesh.rightInnerEye), at(mesh.rightOuterEye)) + tiltDegrees(at(mesh.leftInnerEye), at(mesh.leftOuterEye))) / 2, 1),
    eyeOpenness: roundTo(
      (eyeOpenness(points, mesh.rightLids, [mesh.rightOuterEye, mesh.rightInnerEye]) +
        eyeOpenness(points, mesh.leftLids, [mesh.leftOuterEye, mesh.leftInnerEye])) /
        2,
      3,
    ),
    eyeSize: roundTo(eyeWidth / eyeDistance, 3),
    faceWidth: roundTo(faceWidth / faceHeight, 3),
    jawWidth: roundTo(distance(at(mesh.rightJaw), at(mesh.leftJaw)) / faceWidth, 3),
    noseWidth: roundTo(distance(at(mesh.rightNoseWing), at(mesh.leftNoseWing)) / distance(at(mesh.rightInnerEye), at(mesh.leftInnerEye)), 3),
    mouthWidth: roundTo(mouthWidth / eyeDistance, 3),
    lipFullness: roundTo(lips / mouthWidth, 3),
    lowerThird: roundTo(distance(at(mesh.noseBase), at(mesh.chin)) / faceHeight, 3),
    eyeSpacing: roundTo(distance(at(mesh.rightInnerEye), at(mesh.leftInnerEye)) / faceWidth, 3),
  };
  return measurements;
}
