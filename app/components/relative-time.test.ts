import { describe, expect, it } from 'vitest';
import { describeRelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('describeRelativeTime', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [59, { unit: 'justNow' }],
    [60, { unit: 'minutesAgo', count: 1 }],
    [59 * 60 + 59, { unit: 'minutesAgo', count: 59 }],
    [3600, { unit: 'hoursAgo', count: 1 }],
    [23 * 3600 + 3599, { unit: 'hoursAgo', count: 23 }],
    [24 * 3600, { unit: 'daysAgo', count: 1 }],
    [30 * 24 * 3600, { unit: 'daysAgo', count: 30 }],
    [-120, { unit: 'justNow' }],
  ])('%i s ago', (seconds, expected) => {
    expect(describeRelativeTime(ago(seconds), now)).toEqual(expected);
  });
});
