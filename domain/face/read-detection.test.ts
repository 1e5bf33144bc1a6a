import { describe, expect, it } from 'vitest';
import type { MeshPoint } from './measure-face';
import { readDetection, type DetectedFace } from './read-detection';

/** A face mesh spread over a box: enough for the reader, which measures only what it keeps. */
function faceAt(x: number, y: number, width: number, turn: { yaw?: number; pitch?: number } = {}): DetectedFace {
  const mesh: MeshPoint[] = Array.from({ length: 468 }, (_, index) => [x + ((index * 7) % width), y + ((index * 13) % width)]);
  mesh[33] = [x + width * 0.2, y + width * 0.4];
  mesh[263] = [x + width * 0.8, y + width * 0.4];
  mesh[133] = [x + width * 0.4, y + width * 0.41];
  mesh[362] = [x + width * 0.6, y + width * 0.41];
  return { box: [x, y, width, width * 1.2], mesh, yaw: turn.yaw ?? 0, pitch: turn.pitch ?? 0, maleProbability: 0.3 };
}

describe('reading a detection', () => {
  it('says there is no face when the engine found none', () => {
    expect(readDetection([], 640)).toEqual({ ok: false, reason: 'no-face' });
  });

  it('measures the largest of several faces and counts them', () => {
    const small = faceAt(10, 10, 100);
    const large = faceAt(300, 100, 220);
    const reading = readDetection([small, large], 640);
    expect(reading.ok && reading.faceCount).toBe(2);
    expect(reading.ok && reading.box).toEqual(large.box);
  });

  it('refuses a face too small to measure, and a head turned too far', () => {
    expect(readDetection([faceAt(0, 0, 60)], 640)).toEqual({ ok: false, reason: 'face-too-small' });
    expect(readDetection([faceAt(0, 0, 300, { yaw: 28 })], 640)).toEqual({ ok: false, reason: 'head-turned' });
    expect(readDetection([faceAt(0, 0, 300, { pitch: -24 })], 640)).toEqual({ ok: false, reason: 'head-turned' });
    expect(readDetection([faceAt(0, 0, 300, { yaw: 15 })], 640).ok).toBe(true);
  });
});
