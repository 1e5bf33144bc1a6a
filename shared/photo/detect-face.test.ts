import { describe, expect, it } from 'vitest';
import type { DetectedFace } from '../../domain/face/read-detection';
import { detectFacesTwice, faceCropSide, type FaceDetector } from './detect-face';
import type { DetectOptions } from './human-face';
import type { RgbImage } from './normalize-photo';

const photo: RgbImage = { width: 640, height: 480, data: new Uint8Array(640 * 480 * 3) };

/** A face as the engine reports it: a full mesh (all points at the box's corner will do here), or none. */
function face(box: DetectedFace['box'], maleProbability: number | null, meshPoints = 468): DetectedFace {
  return { box, mesh: Array.from({ length: meshPoints }, () => [box[0], box[1]] as const), yaw: 3, pitch: -2, maleProbability };
}

describe('the two looks at a photo', () => {
  it('describes only the closer look, maps its mesh back to the photo and tells the page between the looks', async () => {
    const calls: { side: number; options: DetectOptions }[] = [];
    const events: string[] = [];
    const detect: FaceDetector = async (image, options) => {
      calls.push({ side: Math.max(image.width, image.height), options });
      events.push('look');
      // The first look sees a small face and a large one; the closer look sees the large one filling its crop.
      return calls.length === 1 ? [face([10, 10, 40, 40], null), face([200, 100, 160, 160], null)] : [face([120, 120, 240, 240], 0.9, 6), face([120, 120, 240, 240], 0.9)];
    };
    const faces = await detectFacesTwice(detect, photo, { onFacesFound: () => events.push('found') });
    expect(calls.map((call) => call.options.describe)).toEqual([false, true]);
    expect(calls[1]!.side).toBe(faceCropSide);
    expect(events).toEqual(['look', 'found', 'look']);
    expect(faces).toHaveLength(2);
    // The large face keeps its photo box and takes the closer look's face with a mesh (not its meshless one).
    expect(faces[1]).toMatchObject({ box: [200, 100, 160, 160], yaw: 3, pitch: -2, maleProbability: 0.9 });
    expect(faces[1]!.mesh).toHaveLength(468);
    const [x, y] = faces[1]!.mesh[0]!;
    expect(x).toBeGreaterThan(200);
    expect(x).toBeLessThan(360);
    expect(y).toBeGreaterThan(100);
    expect(faces[0]).toEqual(face([10, 10, 40, 40], null));
  });

  it('stops after the first look when it finds no face', async () => {
    const found: string[] = [];
    let looks = 0;
    const faces = await detectFacesTwice(async () => (looks++, []), photo, { onFacesFound: () => found.push('found') });
    expect(faces).toEqual([]);
    expect(looks).toBe(1);
    expect(found).toEqual([]);
  });

  it('looks closer at the face the visitor tapped', async () => {
    const crops: number[] = [];
    const twoFaces: FaceDetector = async (image) => {
      if (image.width === faceCropSide) return (crops.push(crops.length), [face([100, 100, 280, 280], 0.2)]);
      return [face([10, 10, 100, 100], null), face([300, 100, 200, 200], null)];
    };
    const faces = await detectFacesTwice(twoFaces, photo, { chosenAt: { x: 50, y: 60 } });
    expect(crops).toHaveLength(1);
    expect(faces[0]!.maleProbability).toBe(0.2);
    expect(faces[1]!.maleProbability).toBeNull();
  });

  it('looks closer at the largest face that can be measured when the largest is turned away, and marks it', async () => {
    const turnedAway = { ...face([300, 100, 260, 260], null), yaw: 55 };
    const detect: FaceDetector = async (image) => (image.width === faceCropSide ? [face([100, 100, 280, 280], 0.4)] : [face([20, 20, 120, 120], null), turnedAway]);
    const faces = await detectFacesTwice(detect, photo);
    expect(faces[0]).toMatchObject({ box: [20, 20, 120, 120], maleProbability: 0.4, lookedCloser: true });
    expect(faces[1]).toBe(turnedAway);
  });
});
