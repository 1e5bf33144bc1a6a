import { describe, expect, it } from 'vitest';
import { findAnimalLookAlike } from '../quizzes/ai-animal-face/animal-look-alike';
import { faceMeasurementNames, measureFace, roundTo, type MeshPoint } from './measure-face';
import astronaut from './testing/astronaut-mesh.json';

/** A level, frontal face drawn on 468 points: only the indices the measurements use are placed. */
const landmarks: Record<number, [number, number]> = {
  33: [100, 200], 133: [160, 204], 362: [240, 204], 263: [300, 200],
  160: [120, 190], 144: [120, 210], 158: [140, 190], 153: [140, 212],
  385: [260, 190], 380: [260, 210], 387: [280, 190], 373: [280, 212],
  10: [200, 80], 152: [200, 420], 2: [200, 290],
  234: [60, 230], 454: [340, 230], 172: [90, 340], 397: [310, 340],
  129: [165, 280], 358: [235, 280], 61: [160, 340], 291: [240, 340],
  0: [200, 325], 13: [200, 335], 14: [200, 345], 17: [200, 360],
};
const levelFace: MeshPoint[] = Array.from({ length: 468 }, (_, index) => landmarks[index] ?? [200, 250]);

function transform(points: readonly MeshPoint[], degrees: number, scale: number, shift: [number, number]): MeshPoint[] {
  const angle = (degrees * Math.PI) / 180;
  return points.map(([x, y]) => [scale * (x * Math.cos(angle) - y * Math.sin(angle)) + shift[0], scale * (x * Math.sin(angle) + y * Math.cos(angle)) + shift[1]]);
}

describe('face measurements', () => {
  it('measure the drawn face as its proportions say', () => {
    const measured = measureFace(levelFace)!;
    // Outer corners 4 px above the inner ones over 60 px: atan(4/60) = 3.8 degrees.
    expect(measured.canthalTilt).toBe(3.8);
    expect(measured.faceWidth).toBe(roundTo(280 / 340, 3));
    expect(measured.jawWidth).toBe(roundTo(220 / 280, 3));
    expect(measured.lowerThird).toBe(roundTo(130 / 340, 3));
    expect(measured.eyeSpacing).toBe(roundTo(80 / 280, 3));
    expect(measured.lipFullness).toBe(roundTo(25 / 80, 3));
  });

  it('do not change when the face is turned in the picture, scaled or moved', () => {
    const level = measureFace(levelFace)!;
    for (const [degrees, scale] of [[15, 1.7], [-25, 0.6], [90, 3]] as const) {
      const moved = measureFace(transform(levelFace, degrees, scale, [37, -12]))!;
      for (const name of faceMeasurementNames) expect(moved[name], `${name} at ${degrees} degrees`).toBeCloseTo(level[name], name === 'canthalTilt' ? 0 : 2);
    }
  });

  it('read an upturned eye as a positive tilt', () => {
    const upturned = levelFace.map((point, index): MeshPoint => (index === 33 || index === 263 ? [point[0], point[1] - 10] : point));
    expect(measureFace(upturned)!.canthalTilt).toBeGreaterThan(measureFace(levelFace)!.canthalTilt + 5);
  });

  it('refuse a mesh that is not the 468-point topology', () => {
    expect(measureFace(levelFace.slice(0, 100))).toBeNull();
  });

  it('round to whole units without a negative zero', () => {
    expect(Object.is(roundTo(-0.0001, 3), 0)).toBe(true);
    expect(roundTo(1.23456, 3)).toBe(1.235);
  });

  it('measure the fixture portrait the same as when it was recorded, and find the same animal (golden landmarks)', () => {
    const measured = measureFace(astronaut.mesh as unknown as MeshPoint[]);
    expect(measured).toEqual({
      canthalTilt: 5.3,
      eyeOpenness: 0.33,
      eyeSize: 0.46,
      faceWidth: 0.871,
      jawWidth: 0.811,
      noseWidth: 1.295,
      mouthWidth: 1.032,
      lipFullness: 0.163,
      lowerThird: 0.404,
      eyeSpacing: 0.254,
    });
    const lookAlike = findAnimalLookAlike(measured!);
    expect(lookAlike.percentages.slice(0, 3)).toEqual([
      { animal: 'cat', percentage: 15 },
      { animal: 'rabbit', percentage: 12 },
      { animal: 'squirrel', percentage: 10 },
    ]);
    expect(lookAlike.reasons.map((reason) => reason.measurement)).toEqual(['canthalTilt', 'eyeSize', 'eyeOpenness']);
  });
});
