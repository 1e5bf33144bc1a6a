import { beforeAll, describe, expect, it } from 'vitest';
import { readDetection } from '../../domain/face/read-detection';
import astronautMesh from '../../domain/face/testing/astronaut-mesh.json';
import { findAnimalLookAlike } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { detectFacesTwice } from '../../shared/photo/detect-face';
import { composeExifRotatedAstronaut, composeSmallFace, composeTwoFaces, readPhotoFixture } from '../../fixtures/photos/compose-test-photos';
import { decodePhoto } from './decode-photo.server';
import { createFaceEngine, type FaceEngine } from './face-engine.server';

const photo = readPhotoFixture;

async function readPhoto(engine: FaceEngine, bytes: Uint8Array) {
  const decoded = await decodePhoto(bytes);
  if (!decoded.ok) throw new Error(decoded.reason);
  return { faces: await detectFacesTwice(engine.detect, decoded.image), side: Math.max(decoded.image.width, decoded.image.height) };
}

describe('the face engine in Node (Human 3.3.6, wasm)', () => {
  let engine: FaceEngine;
  beforeAll(async () => {
    engine = await createFaceEngine();
  }, 60_000);

  it('finds the one face of the astronaut portrait, with the recorded landmarks, the same on every run', async () => {
    const first = await readPhoto(engine, photo('astronaut.png'));
    const second = await readPhoto(engine, photo('astronaut.png'));
    expect(first.faces).toHaveLength(1);
    expect(first.faces[0]!.mesh).toEqual(astronautMesh.mesh);
    expect(second.faces).toEqual(first.faces);
    const reading = readDetection(first.faces, first.side);
    expect(reading.ok && findAnimalLookAlike(reading.measurements).top).toBe('tiger');
  });

  it('refuses the turned face of camera.png, and finds no face in the cat and the coffee cup', async () => {
    const camera = await readPhoto(engine, photo('camera.png'));
    expect(readDetection(camera.faces, camera.side)).toEqual({ ok: false, reason: 'head-turned' });
    for (const name of ['chelsea.png', 'coffee.png']) {
      const { faces, side } = await readPhoto(engine, photo(name));
      expect(readDetection(faces, side), name).toEqual({ ok: false, reason: 'no-face' });
    }
  });

  it('reads a JPEG stored sideways with an EXIF orientation upright, as a browser would', async () => {
    const { faces, side } = await readPhoto(engine, await composeExifRotatedAstronaut());
    const reading = readDetection(faces, side);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    // JPEG compression moves a few mesh points by a pixel; the proportions stay within 3 % of the PNG's.
    const original = readDetection((await readPhoto(engine, photo('astronaut.png'))).faces, 512);
    if (!original.ok) throw new Error('astronaut');
    for (const name of ['faceWidth', 'jawWidth', 'lowerThird', 'eyeSpacing'] as const) {
      expect(Math.abs(reading.measurements[name] / original.measurements[name] - 1), name).toBeLessThan(0.03);
    }
  });

  it('says a face is too small, and measures the larger of two faces', async () => {
    const small = await readPhoto(engine, await composeSmallFace());
    expect(small.faces).toHaveLength(1);
    expect(readDetection(small.faces, small.side)).toEqual({ ok: false, reason: 'face-too-small' });
    const two = await readPhoto(engine, await composeTwoFaces());
    expect(two.faces).toHaveLength(2);
    const reading = readDetection(two.faces, two.side);
    expect(reading.ok && reading.faceCount).toBe(2);
    // The larger copy stands on the left.
    expect(reading.ok && reading.box[0] + reading.box[2] / 2).toBeLessThan(two.side / 2);
    expect(reading.ok && findAnimalLookAlike(reading.measurements).top).toBe('tiger');
  });

  it('says what is not an image', async () => {
    expect(await decodePhoto(new TextEncoder().encode('not a photo at all'))).toEqual({ ok: false, reason: 'not-an-image' });
  });
});
