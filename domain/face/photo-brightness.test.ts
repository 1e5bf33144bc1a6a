import { describe, expect, it } from 'vitest';
import { measureMeanLuminance } from './photo-brightness';

const filled = (width: number, height: number, rgb: [number, number, number]) => ({
  width,
  height,
  data: Uint8Array.from({ length: width * height * 3 }, (_, index) => rgb[index % 3]!),
});

describe("a photo's brightness", () => {
  it('is the mean luminance of its pixels', () => {
    expect(measureMeanLuminance(filled(320, 200, [0, 0, 0]))).toBe(0);
    expect(measureMeanLuminance(filled(320, 200, [255, 255, 255]))).toBeCloseTo(255, 5);
    expect(measureMeanLuminance(filled(97, 61, [100, 50, 200]))).toBeCloseTo(0.299 * 100 + 0.587 * 50 + 0.114 * 200, 5);
  });

  it('weighs the dark and bright halves of a photo alike', () => {
    const image = filled(200, 100, [0, 0, 0]);
    for (let y = 0; y < 100; y += 1) image.data.fill(255, (y * 200 + 100) * 3, (y * 200 + 200) * 3);
    expect(measureMeanLuminance(image)).toBeCloseTo(127.5, 0);
  });
});
