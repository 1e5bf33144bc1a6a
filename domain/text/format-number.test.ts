import { describe, expect, it } from 'vitest';
import { languageCodes } from '../languages';
import { formatInteger, formatPercentage } from './format-number';

describe('formatPercentage', () => {
  it('follows each language and keeps Western digits', () => {
    expect(formatPercentage(53, 'en')).toBe('53%');
    expect(formatPercentage(53, 'fr')).toBe('53\u00a0%');
    expect(formatPercentage(53, 'ko')).toBe('53%');
    for (const language of languageCodes) expect(formatPercentage(67, language)).toMatch(/^\D*67\D*$/);
  });

  it('isolates the Arabic percentage with direction marks, so "67%" never shows as "%67" in right-to-left text', () => {
    expect(formatPercentage(67, 'ar')).toBe('67\u200e%\u200e');
  });

  it('rounds to whole percentages', () => {
    expect(formatPercentage(66.6, 'en')).toBe('67%');
  });
});

describe('formatInteger', () => {
  it('never uses Arabic-Indic digits, so server and browser agree', () => {
    expect(formatInteger(10, 'ar')).toBe('10');
    expect(formatInteger(1234, 'en')).toBe('1,234');
    expect(formatInteger(1234, 'fr')).toBe('1\u00a0234');
  });
});
