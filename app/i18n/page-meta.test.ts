import { describe, expect, it } from 'vitest';
import { buildPageMeta } from './page-meta';

const meta = buildPageMeta({
  origin: 'https://quiz.example',
  language: 'ar',
  cleanPath: '/tests',
  title: 'T',
  description: 'D',
  keywords: 'K',
  siteName: 'S',
});

describe('buildPageMeta', () => {
  it('points canonical and og:url at the page in its own language', () => {
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://quiz.example/ar/tests' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://quiz.example/ar/tests' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ar_SA' });
  });

  it('writes titles and descriptions without the word joiners of the laid-out texts (decision 0041)', () => {
    const thai = buildPageMeta({ origin: 'https://quiz.example', language: 'th', cleanPath: '/tests', title: 'หัว\u2060เย็น', description: 'สาย\u2060รู้สึก', keywords: 'K', siteName: 'S' });
    expect(thai).toContainEqual({ title: 'หัวเย็น' });
    expect(thai).toContainEqual({ property: 'og:title', content: 'หัวเย็น' });
    expect(thai).toContainEqual({ name: 'description', content: 'สายรู้สึก' });
  });

  it('names a 1200x630 share image by absolute URL', () => {
    const image = meta.find((tag) => 'property' in tag && tag.property === 'og:image') as { content: string };
    expect(new URL(image.content).pathname).toBe('/api/og-image');
    expect(Object.fromEntries(new URL(image.content).searchParams)).toEqual({ title: 'T', test: 'S', lang: 'ar' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
  });

  it('lists nine hreflang alternates and x-default on the Korean path', () => {
    const alternates = meta.filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toHaveLength(10);
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ko', href: 'https://quiz.example/tests' });
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://quiz.example/tests' });
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: 'https://quiz.example/hi/tests' });
  });

  it('writes no link to a path longer than any page has, so a huge path cannot make a huge page', () => {
    const cleanPath = `/result/${'x'.repeat(15_000)}`;
    const tags = buildPageMeta({ origin: 'https://quiz.example', language: 'en', cleanPath, title: 'T', description: 'D', keywords: 'K', siteName: 'S' });
    expect(JSON.stringify(tags)).not.toContain('xxxx');
    expect(tags).toContainEqual({ property: 'og:title', content: 'T' });
  });
});
