import { describe, expect, it } from 'vitest';
import { measureFace } from '../../face/measure-face';
import { referenceSymmetry } from '../../face/reference-face';
import astronautMesh from '../../face/testing/astronaut-mesh.json';
import { syntheticFaces, typicalFace } from '../../face/testing/synthetic-faces';
import { findFortuneLabel, readFace, readingFortunes, readingTypes, type ReadingType } from './face-reading';

describe('the AI face reading', () => {
  it('reads a typical face as 85 in every fortune, a medium fortune', () => {
    const reading = readFace({ measurements: typicalFace, asymmetry: referenceSymmetry.typical });
    expect(reading.scores).toEqual({ love: 85, money: 85, marriage: 85, career: 85, overall: 85 });
    expect(findFortuneLabel(reading.scores.overall)).toBe('medium');
    expect(reading.reasons.map((reason) => reason.fortune)).toEqual(readingFortunes);
  });

  it('explains the four fortunes by four different features, so no explanation is said twice', () => {
    syntheticFaces(2000, 7).forEach((measurements, index) => {
      const features = readFace({ measurements, asymmetry: 0.005 + (index % 10) * 0.003 }).reasons.map((reason) => reason.feature);
      expect(new Set(features).size).toBe(features.length);
    });
  });

  it('keeps every fortune kind (72 to 98), and gives every type to some faces and none more than twice its share', () => {
    const faces = syntheticFaces(20000, 2026);
    const counts = Object.fromEntries(readingTypes.map((type) => [type, 0])) as Record<ReadingType, number>;
    faces.forEach((measurements, index) => {
      const reading = readFace({ measurements, asymmetry: 0.005 + (index % 10) * 0.003 });
      counts[reading.type] += 1;
      for (const score of Object.values(reading.scores)) {
        expect(score).toBeGreaterThanOrEqual(72);
        expect(score).toBeLessThanOrEqual(98);
      }
    });
    for (const type of readingTypes) {
      expect(counts[type] / faces.length, type).toBeGreaterThan(0.08);
      expect(counts[type] / faces.length, type).toBeLessThan(2 / readingTypes.length);
    }
  });

  it('reads the nose for money: a broader nose, more money, and that is the reason given', () => {
    const withNose = (factor: number) => readFace({ measurements: { ...typicalFace, noseWidth: typicalFace.noseWidth * factor }, asymmetry: 0.015 });
    expect(withNose(1.15).scores.money).toBeGreaterThan(withNose(1).scores.money);
    expect(withNose(1.15).type).toBe('wealth');
    expect(withNose(1.15).reasons.find((reason) => reason.fortune === 'money')).toMatchObject({ feature: 'noseWidth', direction: 'high', difference: 15 });
    expect(withNose(0.85).reasons.find((reason) => reason.fortune === 'money')).toMatchObject({ feature: 'noseWidth', direction: 'low' });
  });

  it.each([
    [95, 'great'], [90, 'great'], [89, 'medium'], [85, 'medium'], [84, 'fortune'], [72, 'fortune'],
  ] as const)('labels an overall %i as %s (spec: great 90+, medium 85+)', (overall, label) => {
    expect(findFortuneLabel(overall)).toBe(label);
  });

  it('reads the fixture portrait the same on every run', () => {
    const measurements = measureFace(astronautMesh.mesh as [number, number][])!;
    const reading = readFace({ measurements, asymmetry: 0.0134 });
    expect(readFace({ measurements, asymmetry: 0.0134 })).toEqual(reading);
    expect(reading.reasons).toHaveLength(4);
  });
});
