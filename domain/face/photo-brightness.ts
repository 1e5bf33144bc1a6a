import type { PixelImage } from './skin-patches';

/** Pixels sampled along each side: enough for a mean, cheap on a 640 px photo. */
const samplesPerSide = 64;

/**
 * The photo's mean luminance (Rec. 601, 0-255) over an even grid of samples: the reader asks only when no face
 * could be measured, to tell a visitor that the photo is too dark rather than that it holds no face.
 */
export function measureMeanLuminance(image: PixelImage): number {
  let total = 0;
  let count = 0;
  for (let row = 0; row < samplesPerSide; row += 1) {
    const y = Math.floor(((row + 0.5) * image.height) / samplesPerSide);
    for (let column = 0; column < samplesPerSide; column += 1) {
      const offset = (y * image.width + Math.floor(((column + 0.5) * image.width) / samplesPerSide)) * 3;
      total += 0.299 * image.data[offset]! + 0.587 * image.data[offset + 1]! + 0.114 * image.data[offset + 2]!;
      count += 1;
    }
  }
  return count > 0 ? total / count : 0;
}
