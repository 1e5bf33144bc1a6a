import { describe, expect, it } from 'vitest';
import { maximumPhotoPixels, readImageSize } from './read-image-size';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part)));
const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [...be16(Math.floor(value / 0x10000)), ...be16(value & 0xffff)];
const le16 = (value: number) => [value & 0xff, value >> 8];
const le24 = (value: number) => [...le16(value & 0xffff), value >> 16];

/** A PNG's signature and IHDR chunk, then nothing: a 98-byte file may declare this much and no more is read. */
function pngHeader(width: number, height: number): Uint8Array {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
}

const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];

/** SOI, the given segments, then a frame header with the marker `sof`. */
function jpegHeader(width: number, height: number, { sof = 0xc0, before = [] as number[][] } = {}): Uint8Array {
  return bytes([0xff, 0xd8], ...before, segment(sof, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
}

const app0 = segment(0xe0, [...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** An EXIF segment with a thumbnail's own frame header inside it, which must not be taken for the photo's. */
const app1 = segment(0xe1, [...bytes('Exif\0\0'), ...segment(0xc0, [8, ...be16(16), ...be16(16), 1, 0, 0])]);
const quantisationTable = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);

describe('readImageSize', () => {
  it('reads a PNG IHDR, including a 98-byte file that declares 6320x6320 (40 MP, over the limit)', () => {
    const bomb = bytes(Array.from(pngHeader(6320, 6320)), new Array(98 - 33).fill(0));
    expect(bomb).toHaveLength(98);
    expect(readImageSize(bomb)).toEqual({ width: 6320, height: 6320, format: 'png' });
    expect(6320 * 6320).toBeGreaterThan(maximumPhotoPixels);
    expect(readImageSize(pngHeader(640, 480))).toEqual({ width: 640, height: 480, format: 'png' });
    expect(readImageSize(pngHeader(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000, format: 'png' });
  });

  it('reads a JPEG frame header after APPn and table segments, skipping a thumbnail inside EXIF', () => {
    const bomb = jpegHeader(23_170, 23_170, { before: [app0, app1, quantisationTable] });
    expect(readImageSize(bomb)).toEqual({ width: 23_170, height: 23_170, format: 'jpeg' });
    expect(readImageSize(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024, format: 'jpeg' });
  });

  it('takes every SOF0-SOF15 marker but not DHT, JPG or DAC, which share the range', () => {
    for (const sof of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(readImageSize(jpegHeader(300, 200, { sof, before: [app0] }))).toEqual({ width: 300, height: 200, format: 'jpeg' });
    }
    for (const notFrame of [0xc4, 0xc8, 0xcc]) {
      expect(readImageSize(jpegHeader(300, 200, { sof: notFrame }))).toBeNull();
    }
  });

  it('skips fill bytes before a marker, and gives up at the image data before any frame header', () => {
    expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xff], Array.from(jpegHeader(10, 20).subarray(2))))).toEqual({ width: 10, height: 20, format: 'jpeg' });
    expect(readImageSize(bytes([0xff, 0xd8], app0, [0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('reads the three WebP headers: lossy VP8, lossless VP8L and extended VP8X', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [body.length, 0, 0, 0], body, new Array(8).fill(0));
    expect(readImageSize(riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(1024), ...le16(768)]))).toEqual({ width: 1024, height: 768, format: 'webp' });
    const lossless = (1023 | (767 << 14)) >>> 0;
    expect(readImageSize(riff('VP8L', [0x2f, lossless & 0xff, (lossless >> 8) & 0xff, (lossless >> 16) & 0xff, lossless >>> 24]))).toEqual({ width: 1024, height: 768, format: 'webp' });
    expect(readImageSize(riff('VP8X', [0x10, 0, 0, 0, ...le24(16_383), ...le24(16_383)]))).toEqual({ width: 16_384, height: 16_384, format: 'webp' });
  });

  it('reads a GIF logical screen', () => {
    expect(readImageSize(bytes('GIF89a', le16(500), le16(400), [0xf7, 0, 0]))).toEqual({ width: 500, height: 400, format: 'gif' });
    expect(readImageSize(bytes('GIF87a', le16(65_535), le16(65_535), [0]))).toEqual({ width: 65_535, height: 65_535, format: 'gif' });
  });

  it('answers null for what it cannot bound: other formats, cut headers, a zero side', () => {
    expect(readImageSize(bytes('certainly not a picture'))).toBeNull();
    expect(readImageSize(bytes('BM', new Array(60).fill(0)))).toBeNull();
    expect(readImageSize(new Uint8Array(0))).toBeNull();
    expect(readImageSize(pngHeader(640, 480).subarray(0, 20))).toBeNull();
    expect(readImageSize(jpegHeader(640, 480).subarray(0, 8))).toBeNull();
    expect(readImageSize(pngHeader(0, 480))).toBeNull();
    expect(readImageSize(jpegHeader(640, 0))).toBeNull();
  });
});
