/**
 * The photo as the face engine sees it, computed the same way in the browser and in Node: shrunk to a fixed
 * longest side by averaging whole source pixels (no platform resampler, whose filters differ), RGB bytes. Both
 * decoders already turn a photo upright by its EXIF orientation (Chromium's createImageBitmap by default,
 * @napi-rs/canvas's loadImage: checked in server/photo/face-engine.server.test.ts), so equal decoded pixels give
 * equal engine input on both sides.
 */

export interface RgbaImage {
  width: number;
  height: number;
  /** 4 bytes per pixel, row by row. */
  data: Uint8Array | Uint8ClampedArray;
}

export interface RgbImage {
  width: number;
  height: number;
  /** 3 bytes per pixel, row by row. */
  data: Uint8Array;
}

/**
 * RGB pixels with the longest side `side` (never enlarged): each output pixel is the mean of the source pixels
 * whose centres fall in its area, in integer arithmetic, so every platform computes the same bytes.
 */
export function shrinkToLongestSide(image: RgbaImage, side: number): RgbImage {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 3);
  const startOf = (index: number, size: number, target: number) => Math.floor((index * size) / target);
  for (let y = 0; y < height; y += 1) {
    const top = startOf(y, image.height, height);
    const bottom = Math.max(top + 1, startOf(y + 1, image.height, height));
    for (let x = 0; x < width; x += 1) {
      const left = startOf(x, image.width, width);
      const right = Math.max(left + 1, startOf(x + 1, image.width, width));
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sourceY = top; sourceY < bottom; sourceY += 1) {
        for (let sourceX = left; sourceX < right; sourceX += 1) {
          const at = (sourceY * image.width + sourceX) * 4;
          red += image.data[at]!;
          green += image.data[at + 1]!;
          blue += image.data[at + 2]!;
        }
      }
      const count = (bottom - top) * (right - left);
      const to = (y * width + x) * 3;
      data[to] = Math.round(red / count);
      data[to + 1] = Math.round(green / count);
      data[to + 2] = Math.round(blue / count);
    }
  }
  return { width, height, data };
}

/**
 * The square around `box` (grown by `margin` of its size on every side, clipped to the image), scaled to
 * `side` x `side` by bilinear interpolation: the face engine's second look at a face (shared/photo/detect-face.ts).
 * Returns the crop and where it lies in the image, to map points back.
 */
export function cropSquare(image: RgbImage, box: readonly [number, number, number, number], margin: number, side: number) {
  const size = Math.max(box[2], box[3]) * (1 + 2 * margin);
  const centreX = box[0] + box[2] / 2;
  const centreY = box[1] + box[3] / 2;
  const left = Math.max(0, Math.round(centreX - size / 2));
  const top = Math.max(0, Math.round(centreY - size / 2));
  const width = Math.min(image.width - left, Math.round(size));
  const height = Math.min(image.height - top, Math.round(size));
  const scale = side / Math.max(width, height);
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const data = new Uint8Array(outWidth * outHeight * 3);
  for (let y = 0; y < outHeight; y += 1) {
    const sourceY = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sourceY);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sourceY - y0;
    for (let x = 0; x < outWidth; x += 1) {
      const sourceX = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sourceX);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sourceX - x0;
      for (let channel = 0; channel < 3; channel += 1) {
        const at = (row: number, column: number) => image.data[((top + row) * image.width + left + column) * 3 + channel]!;
        const upper = at(y0, x0) * (1 - fx) + at(y0, x1) * fx;
        const lower = at(y1, x0) * (1 - fx) + at(y1, x1) * fx;
        data[(y * outWidth + x) * 3 + channel] = Math.round(upper * (1 - fy) + lower * fy);
      }
    }
  }
  return { image: { width: outWidth, height: outHeight, data }, left, top, scale };
}
