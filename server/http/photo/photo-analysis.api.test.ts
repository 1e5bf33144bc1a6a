import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoReading } from '../../photo/photo-analysis-worker.server';
import { createTestApp, type TestApp } from '../../testing/test-app.server';
import { aiAnimalFaceContents } from '../../../domain/quizzes/ai-animal-face/content';
import { aiFaceRatingContents } from '../../../domain/quizzes/ai-face-rating/content';
import { aiFaceReadingContents } from '../../../domain/quizzes/ai-face-reading/content';
import { createWorkerPool, type WorkerPool } from '../../worker-pool.server';

const photoBase64 = (name: string) => readFileSync(new URL(`../../../fixtures/photos/${name}`, import.meta.url)).toString('base64');

describe('POST /api/photo/analyze: the animal look-alike for API clients, read in a worker thread', () => {
  let pool: WorkerPool<Uint8Array, { reading: PhotoReading; threadId: number }>;
  let testApp: TestApp;
  const threads: number[] = [];

  beforeAll(async () => {
    pool = createWorkerPool({ workerFile: fileURLToPath(new URL('../../photo/photo-analysis-worker.server.ts', import.meta.url)), execArgv: ['--import', 'tsx'], threads: 1 });
    testApp = await createTestApp({}, {
      readPhoto: async (bytes) => {
        const { reading, threadId } = await pool.run(bytes);
        threads.push(threadId);
        return reading;
      },
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await pool.close();
  });

  const analyze = (body: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/photo/analyze', payload: { type: 'animal_face', name: 'Eileen', gender: 'female', ...body } });

  it('answers the 20 animals for the fixture portrait, off the event loop, and the same twice', async () => {
    const first = await analyze({ image: photoBase64('astronaut.png') });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json();
    // The headline: how far the face leans the cat's way (74), not the cat's 15 % share.
    expect(result).toMatchObject({ name: 'Eileen', resultType: 'cat', score: 74, faceCount: 1 });
    // No reply says the face reads as another gender than the one given.
    expect(result).not.toHaveProperty('genderWarning');
    // In words, in Korean unless another language is asked for, and in the visitor's gender.
    expect(result.description).toBe(aiAnimalFaceContents.ko.animals.cat.description.female);
    expect(result.features.slice(0, 4)).toEqual(aiAnimalFaceContents.ko.animals.cat.traits.female);
    expect(result.features).toHaveLength(4 + result.reasons.length);
    expect(result.animalPercentages).toHaveLength(20);
    expect(result.animalPercentages.reduce((sum: number, item: { percentage: number }) => sum + item.percentage, 0)).toBe(100);
    expect(result.measurements.canthalTilt).toBe(5.3);
    expect(result.reasons.map((reason: { measurement: string }) => reason.measurement)).toEqual(['canthalTilt', 'eyeSize', 'eyeOpenness']);
    expect(threads.every((threadId) => threadId > 0)).toBe(true);

    const second = await analyze({ image: photoBase64('astronaut.png') });
    expect({ ...second.json(), completedAt: '' }).toEqual({ ...result, completedAt: '' });
  }, 60_000);

  it('rates the fixture portrait: five sub-scores that add up to the score, a band, stars and a reason per part', async () => {
    const response = await analyze({ type: 'face_rating', image: photoBase64('astronaut.png'), gender: 'male', language: 'es' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.description).toBe(aiFaceRatingContents.es.bands[result.resultType as 'natural'].description.male);
    expect(result.features).toHaveLength(5);
    expect(result.features[0]).toMatch(new RegExp(`^${aiFaceRatingContents.es.parts.skin}: `));
    const { overall, ...parts } = result.detailedScores;
    expect(Object.values(parts).reduce((sum: number, score) => sum + (score as number), 0)).toBe(overall);
    expect(result.score).toBe(overall);
    expect(result.stars).toBe(Math.round(overall / 20));
    expect(result.reasons.map((reason: { part: string }) => reason.part)).toEqual(['skin', 'eyes', 'nose', 'lips', 'faceShape']);
    expect(result.genderTypePercentages.masculine + result.genderTypePercentages.feminine).toBe(100);
    const again = await analyze({ type: 'face_rating', image: photoBase64('astronaut.png'), gender: 'male', language: 'es' });
    expect({ ...again.json(), completedAt: '' }).toEqual({ ...result, completedAt: '' });
  }, 60_000);

  it('reads the fixture portrait: four fortunes and their mean, a type, a label and what each fortune read', async () => {
    const response = await analyze({ type: 'face_reading', image: photoBase64('astronaut.png'), language: 'ar' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.description).toBe(aiFaceReadingContents.ar.types[result.resultType as 'luck'].description.female);
    expect(result.features.map((line: string) => line.split(': ')[0])).toEqual(['love', 'money', 'marriage', 'career'].map((fortune) => aiFaceReadingContents.ar.fortunes[fortune as 'love']));
    const { overall, love, money, marriage, career } = result.faceReadingScores;
    expect(overall).toBe(Math.round((love + money + marriage + career) / 4));
    expect(result.score).toBe(overall);
    expect(result.fortune).toBe(overall >= 90 ? 'great' : overall >= 85 ? 'medium' : 'fortune');
    expect(result.reasons.map((reason: { fortune: string }) => reason.fortune)).toEqual(['love', 'money', 'marriage', 'career']);
    const again = await analyze({ type: 'face_reading', image: photoBase64('astronaut.png'), language: 'ar' });
    expect({ ...again.json(), completedAt: '' }).toEqual({ ...result, completedAt: '' });
  }, 60_000);

  it('says in words when there is no face, or the head is turned', async () => {
    const coffee = await analyze({ image: photoBase64('coffee.png') });
    expect(coffee.statusCode).toBe(422);
    expect(coffee.json()).toEqual({ message: 'No face was found in the photo' });
    const camera = await analyze({ image: photoBase64('camera.png') });
    expect(camera.statusCode).toBe(422);
    expect(camera.json().message).toMatch(/turned too far/);
  }, 60_000);

  it('refuses what is not an image, a type it does not offer, and a data: prefix, with 400', async () => {
    const text = await analyze({ image: Buffer.from('certainly not a picture').toString('base64') });
    expect([text.statusCode, text.json().message]).toEqual([400, 'The file is not an image that can be read (JPG or PNG)']);
    const palm = await analyze({ type: 'palm_reading', image: photoBase64('astronaut.png') });
    expect(palm.statusCode).toBe(400);
    expect(palm.json().message).toMatch(/^type: /);
    const prefixed = await analyze({ image: `data:image/png;base64,${photoBase64('astronaut.png')}` });
    expect(prefixed.statusCode).toBe(400);
  });

  it('refuses a photo over 5 MB with 413, and a body over its 7 MB limit before reading it', async () => {
    const overFive = await analyze({ image: Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64') });
    expect([overFive.statusCode, overFive.json().message]).toEqual([413, 'File size must be 5MB or less']);
    const overBody = await analyze({ image: Buffer.alloc(5.5 * 1024 * 1024).toString('base64') });
    expect(overBody.statusCode).toBe(413);
  });

  it('stores nothing and logs no image data', async () => {
    const image = photoBase64('astronaut.png');
    await analyze({ image });
    expect(await testApp.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(testApp.logs()).not.toContain(image.slice(1000, 1100));
    expect(testApp.logs()).toContain('/api/photo/analyze');
  }, 60_000);
});

describe('POST /api/photo/analyze rate limit', () => {
  it('draws from its own bucket: past the burst, 429 before the photo is read', async () => {
    let reads = 0;
    const testApp = await createTestApp({ RATE_LIMIT_ENABLED: 'true', PHOTO_RATE_BURST: '1', PHOTO_RATE_INTERVAL_MS: '60000' }, {
      readPhoto: async () => {
        reads += 1;
        return { ok: false, reason: 'no-face' };
      },
    });
    try {
      const send = () => testApp.app.inject({ method: 'POST', url: '/api/photo/analyze', payload: { type: 'animal_face', image: photoBase64('astronaut.png'), name: 'A', gender: 'male' } });
      expect((await send()).statusCode).toBe(422);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(reads).toBe(1);
      // The other buckets are untouched.
      expect((await testApp.app.inject({ method: 'GET', url: '/api/recent/1' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
