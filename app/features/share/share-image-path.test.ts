import { describe, expect, it } from 'vitest';
import { buildShareImagePath, parseShareImagePath, shareImageVersion } from './share-image-path';

describe('share image paths', () => {
  it('carry the design version and parse back to the same address', () => {
    const path = buildShareImagePath({ language: 'ar', quiz: 'result', key: 'Ab_cd-EfGhIjKlMn' });
    expect(path).toBe(`/share-image/v${shareImageVersion}/ar/result/Ab_cd-EfGhIjKlMn.png`);
    expect(parseShareImagePath(path.replace('/share-image/', ''))).toEqual({ version: shareImageVersion, language: 'ar', quiz: 'result', key: 'Ab_cd-EfGhIjKlMn' });
  });

  it('name the 1080x1920 story card apart, and parse it back', () => {
    const path = buildShareImagePath({ language: 'ko', quiz: 'animal', key: 'dog-female', format: 'story' });
    expect(path).toBe(`/share-image/v${shareImageVersion}/ko/animal/dog-female.story.png`);
    expect(parseShareImagePath(path.replace('/share-image/', ''))).toEqual({ version: shareImageVersion, language: 'ko', quiz: 'animal', key: 'dog-female', format: 'story' });
  });

  it.each(['v1/en/animal/dog.big.png', 'v1/en/animal/dog.story.story.png', 'v1/xx/animal/dog.png', 'v1/en/animal/dog.jpg', 'v1/en/animal/../dog.png', 'v1/en/animal/do%20g.png', '1/en/animal/dog.png', 'v1/en/animal/dog.png/extra'])(
    'refuse %s',
    (rest) => expect(parseShareImagePath(rest)).toBeNull(),
  );
});
