export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number };

/** docs/spec/core.md §9: under a minute "just now", then minutes, then hours under a day, then days. */
export function describeRelativeTime(isoTime: string, now: number): RelativeTime {
  const seconds = Math.max(0, (now - Date.parse(isoTime)) / 1000);
  if (seconds < 60) return { unit: 'justNow' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minutesAgo', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hoursAgo', count: hours };
  return { unit: 'daysAgo', count: Math.floor(hours / 24) };
}
