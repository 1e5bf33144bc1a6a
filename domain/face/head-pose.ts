/**
 * Head pose from the face mesh itself, and the mesh seen from the front (decision 0040). The mesh is 3D: x and y
 * in the photo's pixels, z the depth in the same pixels (shared/photo/human-face.ts converts the engine's units).
 * The face's own axes (outline cheek to cheek, forehead to chin) give its turn; expressing every point in those
 * axes undoes the turn, so a face looking a little down measures as it would facing the camera.
 */
import type { MeshPoint, Point } from './mesh-point';

type Vector = readonly [number, number, number];

/** Mesh indices of the axes: forehead top and chin, the outline at the cheeks (subject's right, left). */
const axisPoints = { foreheadTop: 10, chin: 152, rightCheek: 234, leftCheek: 454 } as const;

export interface HeadPose {
  /** Degrees; positive when the face turns towards the picture's right (its left cheek goes back). */
  yaw: number;
  /** Degrees from a face looking straight at the camera; positive when lowered (chin down), negative when raised. */
  pitch: number;
  /** Degrees of tilt in the picture's plane. */
  roll: number;
}

/**
 * The forehead-to-chin line leans back from the camera on a face looking straight into it (the forehead top is
 * further away than the chin): this is its lean on frontal portraits (decision 0040). Pitch is counted from it,
 * and a frontalized mesh keeps it, so the measurements stay those of a face photographed from the front.
 */
export const frontalPitchDegrees = 5;

interface FaceFrame {
  pose: HeadPose;
  /** Unit vectors of the face: across (right cheek to left cheek), down (forehead to chin) and out of its back. */
  across: Vector;
  down: Vector;
  outwards: Vector;
}

const subtract = (a: Vector, b: Vector): Vector => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function normalize(vector: Vector): Vector {
  const length = Math.hypot(...vector);
  return length > 0 ? [vector[0] / length, vector[1] / length, vector[2] / length] : [0, 0, 0];
}
const toVector = (point: MeshPoint): Vector => [point[0], point[1], point[2] ?? 0];
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** True when the mesh carries depth (every point has a z, not all zero): only then can the pose be undone. */
export function hasDepth(mesh: readonly MeshPoint[]): boolean {
  return mesh.some((point) => (point[2] ?? 0) !== 0);
}

function readFrame(mesh: readonly MeshPoint[]): FaceFrame {
  const at = (index: number) => toVector(mesh[index]!);
  const down = normalize(subtract(at(axisPoints.chin), at(axisPoints.foreheadTop)));
  const roughAcross = normalize(subtract(at(axisPoints.leftCheek), at(axisPoints.rightCheek)));
  // Out of the face, away from the viewer (z grows with depth); `across` is made square to the other two.
  const outwards = normalize(cross(roughAcross, down));
  const across = cross(down, outwards);
  return {
    across,
    down,
    outwards,
    pose: {
      yaw: degrees(Math.atan2(across[2], across[0])),
      pitch: degrees(Math.atan2(down[2], down[1])) - frontalPitchDegrees,
      roll: degrees(Math.atan2(across[1], across[0])),
    },
  };
}

/** The head's turn, lowering and tilt as the mesh shows them. */
export function readHeadPose(mesh: readonly MeshPoint[]): HeadPose {
  return readFrame(mesh).pose;
}

/**
 * Every point of a mesh with depth as a camera straight in front of the face would see it: turned back to no yaw
 * or roll and to the frontal pitch (orthographically; at selfie distance perspective moves the ratios far less
 * than the turn does).
 */
export function frontalizeMesh(mesh: readonly MeshPoint[]): Point[] {
  const { across, down, outwards } = readFrame(mesh);
  const lean = (frontalPitchDegrees * Math.PI) / 180;
  // The camera's vertical in the face's axes, for a face at the frontal pitch.
  const vertical: Vector = [
    Math.cos(lean) * down[0] - Math.sin(lean) * outwards[0],
    Math.cos(lean) * down[1] - Math.sin(lean) * outwards[1],
    Math.cos(lean) * down[2] - Math.sin(lean) * outwards[2],
  ];
  const origin = toVector(mesh[axisPoints.foreheadTop]!);
  return mesh.map((point) => {
    const offset = subtract(toVector(point), origin);
    return { x: dot(offset, across), y: dot(offset, vertical) };
  });
}
