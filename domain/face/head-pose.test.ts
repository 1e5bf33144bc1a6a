import { describe, expect, it } from 'vitest';
import { frontalizeMesh, hasDepth, readHeadPose } from './head-pose';
import { faceMeasurementNames, measureFace, type MeshPoint } from './measure-face';
import astronaut from './testing/astronaut-mesh.json';

const portrait = astronaut.mesh as unknown as MeshPoint[];

/** The mesh turned in 3D about its centre (yaw about the vertical, then pitch about the horizontal), seen from the same camera. */
function turnHead(points: readonly MeshPoint[], { yaw = 0, pitch = 0 }: { yaw?: number; pitch?: number }): MeshPoint[] {
  const [a, b] = [(yaw * Math.PI) / 180, (pitch * Math.PI) / 180];
  const centre: [number, number, number] = [0, 0, 0];
  for (const [x, y, z = 0] of points) [centre[0], centre[1], centre[2]] = [centre[0] + x / points.length, centre[1] + y / points.length, centre[2] + z / points.length];
  return points.map(([x, y, z = 0]) => {
    const [dx, dy, dz] = [x - centre[0], y - centre[1], z - centre[2]];
    const [yx, yz] = [dx * Math.cos(a) - dz * Math.sin(a), dx * Math.sin(a) + dz * Math.cos(a)];
    const [py, pz] = [dy * Math.cos(b) - yz * Math.sin(b), dy * Math.sin(b) + yz * Math.cos(b)];
    return [yx + centre[0], py + centre[1], pz + centre[2]];
  });
}

describe('head pose from the mesh', () => {
  it('reads the frontal portrait as facing the camera, its chin a little down', () => {
    const pose = readHeadPose(portrait);
    expect(Math.abs(pose.yaw)).toBeLessThan(3);
    expect(pose.pitch).toBeGreaterThan(3);
    expect(pose.pitch).toBeLessThan(12);
  });

  it('reads a turn and a lowered chin by the angles they were made with', () => {
    const frontal = readHeadPose(portrait);
    for (const yaw of [-30, 20, 35]) expect(readHeadPose(turnHead(portrait, { yaw })).yaw - frontal.yaw, `yaw ${yaw}`).toBeCloseTo(yaw, 0);
    // Chin down is a positive pitch, chin up a negative one.
    for (const pitch of [-20, 15, 30]) expect(readHeadPose(turnHead(portrait, { pitch })).pitch - frontal.pitch, `pitch ${pitch}`).toBeCloseTo(pitch, 0);
  });

  it('measures a turned or lowered face as it measures it from the front', () => {
    const front = measureFace(portrait)!;
    for (const turn of [{ yaw: 30 }, { yaw: -25, pitch: 10 }, { pitch: -25 }]) {
      const turned = measureFace(turnHead(portrait, turn))!;
      for (const name of faceMeasurementNames) {
        expect(turned[name], `${name} at ${JSON.stringify(turn)}`).toBeCloseTo(front[name], name === 'canthalTilt' ? 0 : 2);
      }
    }
  });

  it('would misread the turned face without its depth (why the depth is kept)', () => {
    const turned = turnHead(portrait, { yaw: 30 });
    const flat = measureFace(turned.map(([x, y]) => [x, y] as const))!;
    expect(Math.abs(flat.faceWidth / measureFace(portrait)!.faceWidth - 1)).toBeGreaterThan(0.08);
  });

  it('knows a mesh without depth, and keeps the frontal points where the face already faces the camera', () => {
    expect(hasDepth(portrait)).toBe(true);
    expect(hasDepth(portrait.map(([x, y]) => [x, y] as const))).toBe(false);
    const front = frontalizeMesh(portrait);
    expect(front).toHaveLength(portrait.length);
  });
});
