/**
 * A picture's size as its file header declares it, read before anything decodes it: a file of a few bytes can
 * declare a bitmap of gigabytes, and a decoder allocates what the header says. Pure, on a Uint8Array (the
 * browser and the server alike); formats it does not know answer null, so a picture it cannot bound is never
 * decoded.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ImageSize {
  width: number;
  height: number;
  format: ImageFormat;
}

/**
 * The photo limit in pixels. Decoding a photo holds about 12 bytes a pixel at its peak (the decoded RGBA image,
 * the canvas it is drawn on and the RGBA copy read back, server/photo/decode-photo.server.ts), so 24 MP keeps
 * one decode under about 300 MB per worker thread; it still takes a 6000x4000 camera picture, more than a
 * 5 MB file (maximumPhotoBytes) usually holds.
 */
export const maximumPhotoPixels = 24_000_000;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

const uint16BigEndian = (bytes: Uint8Array, offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
const uint16LittleEndian = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const uint24LittleEndian = (bytes: Uint8Array, offset: number) => uint16LittleEndian(bytes, offset) + bytes[offset + 2]! * 0x10000;
const uint32BigEndian = (bytes: Uint8Array, offset: number) => uint16BigEndian(bytes, offset) * 0x10000 + uint16BigEndian(bytes, offset + 2);

function sized(width: number, height: number, format: ImageFormat): ImageSize | null {
  return width > 0 && height > 0 ? { width, height, format } : null;
}

function readPng(bytes: Uint8Array): ImageSize | null {
  // The signature, then the IHDR chunk first: length (13), type, width and height as 32-bit big-endian.
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  return sized(uint32BigEndian(bytes, 16), uint32BigEndian(bytes, 20), 'png');
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG extension) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpeg(bytes: Uint8Array): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes (0xFF repeated) may precede a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a segment: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The image data (SOS) or its end (EOI) before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = uint16BigEndian(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length, sample precision (1 byte), then height and width (a height of 0 would be set later by DNL).
      if (offset + 9 > bytes.length) return null;
      return sized(uint16BigEndian(bytes, offset + 7), uint16BigEndian(bytes, offset + 5), 'jpeg');
    }
    offset += 2 + length;
  }
  return null;
}

function readWebp(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height (2 bits of scale above).
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return sized(uint16LittleEndian(bytes, 26) & 0x3fff, uint16LittleEndian(bytes, 28) & 0x3fff, 'webp');
  }
  if (chunk === 'VP8L') {
    // Lossless: the signature 0x2F, then width - 1 and height - 1 in 14 bits each, least significant first.
    if (bytes[20] !== 0x2f) return null;
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, 'webp');
  }
  if (chunk === 'VP8X') {
    // Extended: flags and 3 reserved bytes, then the canvas's width - 1 and height - 1 in 24 bits each.
    return sized(uint24LittleEndian(bytes, 24) + 1, uint24LittleEndian(bytes, 27) + 1, 'webp');
  }
  return null;
}

/** The declared width, height and format of a JPEG, PNG, WebP or GIF; null for anything else or a cut header. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (startsWith(bytes, pngSignature)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8])) return readJpeg(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return readWebp(bytes);
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    // The logical screen: every frame is drawn inside it.
    return bytes.length < 10 ? null : sized(uint16LittleEndian(bytes, 6), uint16LittleEndian(bytes, 8), 'gif');
  }
  return null;
}

export type PhotoRefusal = 'not-an-image' | 'too-many-pixels';

/**
 * Whether a photo may be decoded, from its header alone (no pixel is decoded): a decoder allocates the bitmap
 * the header declares, so a small file can ask for gigabytes. A format whose size cannot be read is refused.
 */
export function checkPhotoHeader(bytes: Uint8Array): PhotoRefusal | null {
  const size = readImageSize(bytes);
  if (!size) return 'not-an-image';
  return size.width * size.height > maximumPhotoPixels ? 'too-many-pixels' : null;
}
