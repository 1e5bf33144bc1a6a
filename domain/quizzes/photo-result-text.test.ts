import { describe, expect, it } from 'vitest';
import { typicalFace } from '../face/testing/synthetic-faces';
import { aiFaceReadingContents } from './ai-face-reading/content';
import { readFace } from './ai-face-reading/face-reading';
import { describeFaceReading, fillMeasurementText } from './photo-result-text';

describe('photo result text', () => {
  it('writes measured numbers in the language’s own way', () => {
    expect(fillMeasurementText('{value}° / {difference}', { value: 6.6, difference: 12 }, 'en')).toBe('6.6° / 12%');
    expect(fillMeasurementText('{difference}', { value: 0, difference: 12 }, 'fr')).toBe('12\u00a0%');
  });

  it('labels each fortune’s line with the punctuation of its language', () => {
    const reading = readFace({ measurements: typicalFace, asymmetry: 0.015 });
    const french = describeFaceReading(aiFaceReadingContents.fr, reading, 'female', 'fr');
    expect(french.features[0]!.startsWith(`${aiFaceReadingContents.fr.fortunes.love}\u00a0: `)).toBe(true);
    expect(french.description).toBe(aiFaceReadingContents.fr.types[reading.type].description.female);
    const chinese = describeFaceReading(aiFaceReadingContents.zh, reading, 'male', 'zh');
    expect(chinese.features[0]!.startsWith(`${aiFaceReadingContents.zh.fortunes.love}：`)).toBe(true);
  });
});
