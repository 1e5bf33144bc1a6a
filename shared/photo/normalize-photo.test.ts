import { describe, expect, it } from 'vitest';
import { shrinkToLongestSide, type RgbaImage } from './normalize-photo';

describe('photo normalisation', () => {
  it('shrinks to the longest side by averaging whole pixels, and never enlarges', () => {
    const image: RgbaImage = { width: 4, height: 2, data: new Uint8Array([10, 0, 0, 255, 20, 0, 0, 255, 30, 0, 0, 255, 41, 0, 0, 255, 50, 0, 0, 255, 60, 0, 0, 255, 70, 0, 0, 255, 80, 0, 0, 255]) };
    const shrunk = shrinkToLongestSide(image, 2);
    expect([shrunk.width, shrunk.height]).toEqual([2, 1]);
    expect([shrunk.data[0], shrunk.data[3]]).toEqual([35, 55]);
    expect(shrinkToLongestSide(image, 640).width).toBe(4);
  });
});
