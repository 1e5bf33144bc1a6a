import { describe, expect, it } from 'vitest';
import { measureFace, type FaceMeasurements } from '../../face/measure-face';
import astronautMesh from '../../face/testing/astronaut-mesh.json';
import { syntheticFaces, typicalFace } from '../../face/testing/synthetic-faces';
import { findRatingBand, ratingBandEmoji, ratingBandRange, ratingBands, ratingPartMaxima, ratingParts, rateFace, type FaceRatingInput } from './face-rating';

const smoothSkin = { texture: 0, unevenness: 0 };
const typicalInput: FaceRatingInput = { measurements: typicalFace, asymmetry: 0, skin: smoothSkin, maleProbability: 0.3 };

describe('the AI face rating', () => {
  it('explains the five parts by five different factors, so no remark is recycled under two parts', () => {
    syntheticFaces(2000, 11).forEach((measurements, index) => {
      const rating = rateFace({ measurements, asymmetry: 0.005 + (index % 20) * 0.004, skin: { texture: 0.01, unevenness: 0.05 }, maleProbability: null });
      const factors = rating.reasons.map((reason) => reason.factor);
      expect(new Set(factors).size).toBe(factors.length);
    });
  });

  it('gives a face with the classical proportions, symmetry and smooth skin the top of the kind scale', () => {
    const rating = rateFace(typicalInput);
    expect(rating.detailedScores).toEqual({ skin: 25, eyes: 25, nose: 20, lips: 15, faceShape: 15 });
    // 98 % of each maximum rounds up to the maximum on these small scales; the overall is their sum.
    expect(rating.overall).toBe(100);
    expect([rating.band, rating.stars]).toEqual(['radiant', 5]);
    expect(rating.reasons.map((reason) => reason.direction)).toEqual(['close', 'close', 'close', 'close', 'close']);
    expect(rating.genderTypePercentages).toEqual({ masculine: 30, feminine: 70 });
  });

  it('keeps every face on the kind scale: each part at 70 % of its maximum or more, the overall the sum of the parts', () => {
    const faces = syntheticFaces(2000, 13);
    const overalls = faces.map((measurements, index) => {
      const rating = rateFace({ measurements, asymmetry: (index % 7) * 0.01, skin: { texture: (index % 5) * 0.01, unevenness: (index % 3) * 0.05 }, maleProbability: null });
      for (const part of ratingParts) {
        expect(rating.detailedScores[part]).toBeGreaterThanOrEqual(Math.floor(ratingPartMaxima[part] * 0.7));
        expect(rating.detailedScores[part]).toBeLessThanOrEqual(ratingPartMaxima[part]);
      }
      expect(rating.overall).toBe(ratingParts.reduce((sum, part) => sum + rating.detailedScores[part], 0));
      expect(rating.stars).toBeGreaterThanOrEqual(3);
      expect(rating.genderTypePercentages).toEqual({ masculine: 50, feminine: 50 });
      return rating.overall;
    });
    expect(Math.min(...overalls)).toBeGreaterThanOrEqual(68);
    // Different faces get different scores: the population spreads over at least four bands.
    expect(new Set(overalls.map(findRatingBand)).size).toBeGreaterThanOrEqual(4);
  });

  it('scores a face lower the farther its proportions are from the classical ones, and says which one', () => {
    const withNose = (factor: number): FaceMeasurements => ({ ...typicalFace, noseWidth: typicalFace.noseWidth * factor });
    const scores = [1, 1.1, 1.2, 1.3].map((factor) => rateFace({ ...typicalInput, measurements: withNose(factor) }).detailedScores.nose);
    expect(scores).toEqual([...scores].sort((first, second) => second - first));
    expect(scores[3]).toBeLessThan(scores[0]!);
    const reason = rateFace({ ...typicalInput, measurements: withNose(1.3) }).reasons.find((item) => item.part === 'nose');
    expect(reason).toMatchObject({ factor: 'noseWidth', direction: 'more', difference: 30 });
    const narrow = rateFace({ ...typicalInput, measurements: { ...typicalFace, jawWidth: typicalFace.jawWidth * 0.85 } }).reasons.find((item) => item.part === 'faceShape');
    expect(narrow).toMatchObject({ factor: 'jawWidth', direction: 'less', difference: 15 });
  });

  it('reads symmetry and the skin as one-sided: only more than ideal lowers a score', () => {
    const uneven = rateFace({ ...typicalInput, asymmetry: 0.05, skin: { texture: 0.05, unevenness: 0.2 } });
    expect(uneven.detailedScores.skin).toBeLessThan(25);
    expect(uneven.reasons.find((item) => item.part === 'skin')).toMatchObject({ direction: 'more' });
    expect(uneven.detailedScores.faceShape).toBeLessThan(15);
  });

  it.each([
    [100, 'radiant'], [90, 'radiant'], [89, 'striking'], [85, 'striking'], [84, 'charming'], [80, 'charming'], [79, 'appealing'], [75, 'appealing'], [74, 'natural'], [70, 'natural'],
  ] as const)('puts %i in the %s band (spec: 90+, 85+, 80+, 75+, below 75)', (overall, band) => {
    expect(findRatingBand(overall)).toBe(band);
  });

  it('says each band\'s scores as a range, the ranges covering the kind scale once, each with its own emoji', () => {
    expect(ratingBands.map((band) => ratingBandRange(band))).toEqual([
      { low: 90, high: 100 }, { low: 85, high: 89 }, { low: 80, high: 84 }, { low: 75, high: 79 }, { low: 70, high: 74 },
    ]);
    for (let overall = 70; overall <= 100; overall += 1) {
      const { low, high } = ratingBandRange(findRatingBand(overall));
      expect(overall >= low && overall <= high, String(overall)).toBe(true);
    }
    expect(new Set(Object.values(ratingBandEmoji)).size).toBe(ratingBands.length);
  });

  it('rates the fixture portrait the same on every run', () => {
    const measurements = measureFace(astronautMesh.mesh as [number, number][])!;
    const rating = rateFace({ measurements, asymmetry: 0.0134, skin: { texture: 0.0123, unevenness: 0.0596 }, maleProbability: 0.57 });
    expect(rating).toEqual(rateFace({ measurements, asymmetry: 0.0134, skin: { texture: 0.0123, unevenness: 0.0596 }, maleProbability: 0.57 }));
    expect(rating.overall).toBeGreaterThanOrEqual(75);
    expect(rating.reasons).toHaveLength(5);
  });
});
