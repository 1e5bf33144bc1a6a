import { beforeAll, describe, expect, it } from 'vitest';
import { readDetection } from '../../domain/face/read-detection';
import astronautMesh from '../../domain/face/testing/astronaut-mesh.json';
import { findAnimalLookAlike } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { detectFacesTwice } from '../../shared/photo/detect-face';
import { composeCoveredAstronaut, composeDarkAstronaut, composeExifRotatedAstronaut, composeSmallFace, composeTurnedFriendBeside, composeTwoFaces, readPhotoFixture } from '../../fixtures/photos/compose-test-photos';
import { measureMeanLuminance } from '../../domain/face/photo-brightness';
import { decodePhoto } from './decode-photo.server';
import { createFaceEngine, type FaceEngine } from './face-engine.server';

const photo = readPhotoFixture;

async function readPhoto(engine: FaceEngine, bytes: Uint8Array, chosenAt?: { x: number; y: number }) {
  const decoded = await decodePhoto(bytes);
  if (!decoded.ok) throw new Error(decoded.reason);
  const { image } = decoded;
  const faces = await detectFacesTwice(engine.detect, image, { chosenAt });
  const side = Math.max(image.width, image.height);
  return { faces, side, read: () => readDetection(faces, side, { chosenAt, readBrightness: () => measureMeanLuminance(image) }) };
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
    expect(reading.ok && findAnimalLookAlike(reading.measurements).top).toBe('cat');
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
    if (!reading.ok) throw new Error(`the upright JPEG was refused: ${reading.reason}`);
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
    expect(reading.ok && findAnimalLookAlike(reading.measurements).top).toBe('cat');
  });

  it('measures the face that looks at the camera when the largest one is turned away, and says why', async () => {
    const group = await readPhoto(engine, await composeTurnedFriendBeside());
    const reading = group.read();
    expect(reading.ok && reading.faceCount).toBe(2);
    expect(reading.ok && reading.chosenBy).toBe('measurable');
    // The astronaut stands at the bottom right.
    expect(reading.ok && reading.box[0]).toBeGreaterThan(group.side / 2);
    expect(group.faces.find((face) => face.lookedCloser)?.box).toEqual(reading.ok ? reading.box : null);
  });

  it('says what is not an image', async () => {
    expect(await decodePhoto(new TextEncoder().encode('not a photo at all'))).toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('reads real faces turned or lowered within the limits, and says which way a face is turned past them', async () => {
    // Lennon turned 29 degrees, Sanders 26 (both refused before the pose correction), Paul Rudd with the chin down.
    for (const name of ['bsplus-beatles_001.jpg', 'samboy-blog_001.jpg', 'max-facerec_005.jpg']) {
      const reading = (await readPhoto(engine, photo(`real/${name}`))).read();
      expect(reading.ok, name).toBe(true);
    }
    // Vangelis, turned 47 degrees.
    expect((await readPhoto(engine, photo('real/samboy-blog_007.jpg'))).read()).toEqual({ ok: false, reason: 'head-turned' });
  });

  it('measures the face tapped in a group photo, and lists every face', async () => {
    const group = await readPhoto(engine, photo('real/max-pose_001.jpg'));
    const largest = group.read();
    if (!largest.ok) throw new Error(`the group photo was refused: ${largest.reason}`);
    expect(largest.faceBoxes).toHaveLength(3);
    const other = largest.faceBoxes.find((box) => box !== largest.box)!;
    const tapped = (await readPhoto(engine, photo('real/max-pose_001.jpg'), { x: other[0] + other[2] / 2, y: other[1] + other[3] / 2 })).read();
    expect(tapped.ok && tapped.box).toEqual(other);
    expect(tapped.ok && tapped.measurements).not.toEqual(largest.measurements);
  });

  it('says a nearly black photo is too dark, and a face with its eyes covered is covered', async () => {
    expect((await readPhoto(engine, await composeDarkAstronaut(0.06))).read()).toEqual({ ok: false, reason: 'too-dark' });
    // A dim photo whose face the engine reads well is measured.
    expect((await readPhoto(engine, await composeDarkAstronaut(0.3))).read().ok).toBe(true);
    expect((await readPhoto(engine, await composeCoveredAstronaut())).read()).toEqual({ ok: false, reason: 'face-covered' });
  });
});
