import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeExifRotatedAstronaut, readPhotoFixture } from '../../fixtures/photos/compose-test-photos';
import { readImageSize } from '../../shared/photo/read-image-size';
import { checkPhotoHeader, decodePhoto, maximumPhotoPixels } from './decode-photo.server';

/** A PNG's signature and IHDR declaring width x height, then zeros: no pixel data at all. */
function pngBomb(width: number, height: number, length = 98): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

describe('decodePhoto', () => {
  it('reads the same size from the header as the decoder does, for what @napi-rs/canvas writes', async () => {
    const canvas = createCanvas(321, 123);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const encoded = format === 'png' ? await canvas.encode('png') : await canvas.encode(format, 90);
      expect(readImageSize(encoded)).toEqual({ width: 321, height: 123, format });
    }
    // Stored sideways with EXIF orientation 6 (an APP1 segment before the frame header): the stored size.
    expect(readImageSize(await composeExifRotatedAstronaut())).toMatchObject({ format: 'jpeg' });
    expect(readImageSize(readPhotoFixture('astronaut.png'))).toEqual({ width: 512, height: 512, format: 'png' });
  });

  it('refuses a picture over the pixel limit from its header, in milliseconds and without decoding', async () => {
    const side = Math.floor(Math.sqrt(maximumPhotoPixels)) + 1;
    for (const bomb of [pngBomb(6320, 6320), pngBomb(20_000, 20_000), pngBomb(side, side)]) {
      const started = performance.now();
      expect(await decodePhoto(bomb)).toEqual({ ok: false, reason: 'too-many-pixels' });
      expect(performance.now() - started).toBeLessThan(50);
    }
    expect(checkPhotoHeader(pngBomb(side - 1, side - 1))).toBeNull();
  });

  it('refuses what has no header it can read as not an image', async () => {
    expect(await decodePhoto(new TextEncoder().encode('certainly not a picture'))).toEqual({ ok: false, reason: 'not-an-image' });
    expect(await decodePhoto(Uint8Array.from([0x42, 0x4d, ...new Array(60).fill(0)]))).toEqual({ ok: false, reason: 'not-an-image' });
    // A readable header over nothing: the decoder fails, still "not an image".
    expect(await decodePhoto(pngBomb(64, 64))).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('decodes a real photo to the engine input side', async () => {
    const decoded = await decodePhoto(readPhotoFixture('astronaut.png'));
    expect(decoded.ok && [decoded.image.width, decoded.image.height]).toEqual([512, 512]);
  });
});
