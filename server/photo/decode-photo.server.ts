import { createCanvas, loadImage } from '@napi-rs/canvas';
import { faceEngineInputSide } from '../../shared/photo/face-engine-config';
import { shrinkToLongestSide, type RgbImage } from '../../shared/photo/normalize-photo';
import { checkPhotoHeader, maximumPhotoPixels, type PhotoRefusal } from '../../shared/photo/read-image-size';

export { checkPhotoHeader, maximumPhotoPixels };

export type DecodedPhoto = { ok: true; image: RgbImage } | { ok: false; reason: PhotoRefusal };

/**
 * A photo's bytes as the face engine takes them: decoded upright (loadImage applies the EXIF orientation, as
 * browsers do), shrunk to the engine's input side by shared/photo/normalize-photo.ts.
 */
export async function decodePhoto(bytes: Uint8Array): Promise<DecodedPhoto> {
  const refusal = checkPhotoHeader(bytes);
  if (refusal) return { ok: false, reason: refusal };
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!(image.width > 0 && image.height > 0)) return { ok: false, reason: 'not-an-image' };
  // The decoder's own size, should it ever differ from the header's: the canvas below is bounded either way.
  if (image.width * image.height > maximumPhotoPixels) return { ok: false, reason: 'too-many-pixels' };
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return { ok: true, image: shrinkToLongestSide({ width: pixels.width, height: pixels.height, data: pixels.data }, faceEngineInputSide) };
}
