import { describe, expect, it } from 'vitest';
import { findI18n } from './create-i18n';

describe('findI18n', () => {
  it('reuses one instance per language across renders, and makes another for other messages', () => {
    const english = { site: { name: 'Quiz' } };
    const first = findI18n('en', english);
    expect(findI18n('en', english)).toBe(first);
    // A copy of the same sections (the browser's hydration data) is the same catalog.
    expect(findI18n('en', { site: english.site })).toBe(first);
    expect(first.t('site.name')).toBe('Quiz');
    const korean = findI18n('ko', { site: { name: '퀴즈' } });
    expect(korean).not.toBe(first);
    expect(korean.t('site.name')).toBe('퀴즈');
    // The browser's root data after a reload of the loader: another copy, every section new, the same texts.
    expect(findI18n('en', structuredClone(english))).toBe(first);
    const changed = findI18n('en', { site: { name: 'Quiz 2' } });
    expect(changed).not.toBe(first);
    expect(changed.t('site.name')).toBe('Quiz 2');
  });
});
