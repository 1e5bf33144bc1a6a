import { describe, expect, it } from 'vitest';
import type { MeshPoint } from './measure-face';
import { darkPhotoLuminance, headPoseLimits, readDetection, tooDarkToMeasureLuminance, type DetectedFace } from './read-detection';

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
    expect(reading.ok && reading.chosenBy).toBe('largest');
  });

  it('in a group photo measures the largest face that can be measured when a larger one cannot, and says why', () => {
    const front = faceAt(10, 10, 120);
    for (const larger of [faceAt(300, 100, 260, { yaw: headPoseLimits.yaw + 20 }), faceAt(300, 100, 260, { pitch: headPoseLimits.lowered + 5 }), { ...faceAt(300, 100, 260), meshScore: 0.7 }]) {
      const reading = readDetection([larger, front], 640);
      expect(reading.ok && reading.box).toEqual(front.box);
      expect(reading.ok && reading.chosenBy).toBe('measurable');
      expect(reading.ok && reading.faceBoxes).toEqual([larger.box, front.box]);
    }
    // No face can be measured: the largest one's reason is told.
    expect(readDetection([faceAt(300, 100, 260, { yaw: 50 }), faceAt(10, 10, 40)], 640)).toEqual({ ok: false, reason: 'head-turned' });
  });

  it('reads the face the closer look went to, even where its finer mesh no longer passes, never another', () => {
    const closer = { ...faceAt(300, 100, 260, { yaw: headPoseLimits.yaw + 2 }), lookedCloser: true as const };
    expect(readDetection([faceAt(10, 10, 120), closer], 640)).toEqual({ ok: false, reason: 'head-turned' });
  });

  it('refuses a face too small to measure, and says which way the head is turned too far', () => {
    expect(readDetection([faceAt(0, 0, 60)], 640)).toEqual({ ok: false, reason: 'face-too-small' });
    expect(readDetection([faceAt(0, 0, 300, { yaw: headPoseLimits.yaw + 3 })], 640)).toEqual({ ok: false, reason: 'head-turned' });
    expect(readDetection([faceAt(0, 0, 300, { yaw: -headPoseLimits.yaw - 3 })], 640)).toEqual({ ok: false, reason: 'head-turned' });
    expect(readDetection([faceAt(0, 0, 300, { pitch: headPoseLimits.lowered + 3 })], 640)).toEqual({ ok: false, reason: 'head-lowered' });
    expect(readDetection([faceAt(0, 0, 300, { pitch: -headPoseLimits.raised - 3 })], 640)).toEqual({ ok: false, reason: 'head-raised' });
  });

  it('measures a face turned or lowered as far as the mesh stays trustworthy', () => {
    expect(readDetection([faceAt(0, 0, 300, { yaw: headPoseLimits.yaw - 2, pitch: headPoseLimits.lowered - 2 })], 640).ok).toBe(true);
    expect(readDetection([faceAt(0, 0, 300, { pitch: 20 })], 640).ok).toBe(true);
  });

  it('measures the face the visitor tapped in a group photo, and lists every face for choosing', () => {
    const small = faceAt(10, 10, 100);
    const large = faceAt(300, 100, 220);
    const tapped = readDetection([small, large], 640, { chosenAt: { x: 50, y: 60 } });
    expect(tapped.ok && tapped.box).toEqual(small.box);
    expect(tapped.ok && tapped.chosenBy).toBe('tapped');
    expect(tapped.ok && tapped.faceBoxes).toEqual([small.box, large.box]);
    // A tapped face is read as itself: turned away, it is refused, never swapped for another.
    expect(readDetection([faceAt(10, 10, 100, { yaw: 60 }), large], 640, { chosenAt: { x: 50, y: 60 } })).toEqual({ ok: false, reason: 'head-turned' });
    const missed = readDetection([small, large], 640, { chosenAt: { x: 630, y: 630 } });
    expect(missed.ok && missed.box).toEqual(large.box);
  });

  it('says the photo is too dark when no face could be read in it, or when it is nearly black', () => {
    const dim = () => darkPhotoLuminance - 10;
    expect(readDetection([], 640, { readBrightness: dim })).toEqual({ ok: false, reason: 'too-dark' });
    expect(readDetection([], 640, { readBrightness: () => darkPhotoLuminance + 30 })).toEqual({ ok: false, reason: 'no-face' });
    expect(readDetection([faceAt(0, 0, 300)], 640, { readBrightness: dim }).ok).toBe(true);
    expect(readDetection([faceAt(0, 0, 300)], 640, { readBrightness: () => tooDarkToMeasureLuminance - 5 })).toEqual({ ok: false, reason: 'too-dark' });
  });

  it('says a face is covered when the mesh model doubts it (covered eyes), not when it is sure', () => {
    expect(readDetection([{ ...faceAt(0, 0, 300), meshScore: 0.78 }], 640)).toEqual({ ok: false, reason: 'face-covered' });
    expect(readDetection([{ ...faceAt(0, 0, 300), meshScore: 0.99 }], 640).ok).toBe(true);
  });
});
