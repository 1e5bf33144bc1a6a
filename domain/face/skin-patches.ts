/**
 * What a photo shows of the skin (decision 0027): two cheek patches, resampled to a canonical grid so
 * the photo's size does not matter, read for texture (fine detail left after smoothing) and evenness (how much
 * the tone varies once the lighting's slope is taken out). Both read the photo as much as the skin: focus, noise,
 * make-up and light all count, which the result says.
 */
import { distance, roundTo, type MeshPoint } from './measure-face';

/** The subject's right and left cheek centres in the 468-point mesh. */
const cheekCentres = [205, 425] as const;
/** A patch's side as a share of the face's width (cheek to cheek, points 234 and 454). */
const patchShare = 0.14;
/** The canonical grid every patch is resampled to. */
const gridSide = 24;

export interface PixelImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row by row. */
  data: ArrayLike<number>;
}

export interface SkinReading {
  /** Mean absolute Laplacian of the luminance, relative to its mean: lower is smoother. */
  texture: number;
  /** Standard deviation of the luminance around its best plane, relative to its mean: lower is more even. */
  unevenness: number;
}

function luminanceAt(image: PixelImage, x: number, y: number): number {
  const column = Math.min(image.width - 1, Math.max(0, Math.round(x)));
  const row = Math.min(image.height - 1, Math.max(0, Math.round(y)));
  const offset = (row * image.width + column) * 3;
  return 0.299 * image.data[offset]! + 0.587 * image.data[offset + 1]! + 0.114 * image.data[offset + 2]!;
}

/** Bilinear luminance, so a patch reads the same wherever its centre falls between pixels. */
function sampleLuminance(image: PixelImage, x: number, y: number): number {
  const [left, top] = [Math.floor(x), Math.floor(y)];
  const [fractionX, fractionY] = [x - left, y - top];
  const upper = luminanceAt(image, left, top) * (1 - fractionX) + luminanceAt(image, left + 1, top) * fractionX;
  const lower = luminanceAt(image, left, top + 1) * (1 - fractionX) + luminanceAt(image, left + 1, top + 1) * fractionX;
  return upper * (1 - fractionY) + lower * fractionY;
}

/** The patch's luminance grid, row by row. */
function samplePatch(image: PixelImage, centre: MeshPoint, side: number): number[] {
  const values: number[] = [];
  const step = side / gridSide;
  for (let row = 0; row < gridSide; row += 1) {
    for (let column = 0; column < gridSide; column += 1) {
      values.push(sampleLuminance(image, centre[0] - side / 2 + (column + 0.5) * step, centre[1] - side / 2 + (row + 0.5) * step));
    }
  }
  return values;
}

/** Residuals of the least-squares plane through the grid (the grid's coordinates are centred, so the fit is direct). */
function removeLightingSlope(values: readonly number[]): number[] {
  const centre = (gridSide - 1) / 2;
  let [mean, slopeX, slopeY, spread] = [0, 0, 0, 0];
  values.forEach((value, index) => {
    const [x, y] = [(index % gridSide) - centre, Math.floor(index / gridSide) - centre];
    mean += value;
    slopeX += value * x;
    slopeY += value * y;
    spread += x * x;
  });
  mean /= values.length;
  return values.map((value, index) => value - mean - (slopeX / spread) * ((index % gridSide) - centre) - (slopeY / spread) * (Math.floor(index / gridSide) - centre));
}

function readPatch(values: readonly number[]): SkinReading {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length || 1;
  let laplacian = 0;
  let count = 0;
  for (let row = 1; row < gridSide - 1; row += 1) {
    for (let column = 1; column < gridSide - 1; column += 1) {
      const at = (r: number, c: number) => values[r * gridSide + c]!;
      laplacian += Math.abs(4 * at(row, column) - at(row - 1, column) - at(row + 1, column) - at(row, column - 1) - at(row, column + 1));
      count += 1;
    }
  }
  const residuals = removeLightingSlope(values);
  const variance = residuals.reduce((sum, value) => sum + value * value, 0) / residuals.length;
  return { texture: laplacian / count / mean, unevenness: Math.sqrt(variance) / mean };
}

/** The two cheeks' texture and unevenness, averaged and rounded; the mesh is in the image's pixels. */
export function readSkin(image: PixelImage, mesh: readonly MeshPoint[]): SkinReading {
  const faceWidth = distance({ x: mesh[234]![0], y: mesh[234]![1] }, { x: mesh[454]![0], y: mesh[454]![1] });
  const side = Math.max(4, faceWidth * patchShare);
  const readings = cheekCentres.map((index) => readPatch(samplePatch(image, mesh[index]!, side)));
  return {
    texture: roundTo((readings[0]!.texture + readings[1]!.texture) / 2, 4),
    unevenness: roundTo((readings[0]!.unevenness + readings[1]!.unevenness) / 2, 4),
  };
}
