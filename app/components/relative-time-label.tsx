import { useTranslation } from 'react-i18next';
import { describeRelativeTime } from './relative-time';

/** "just now", "3 min ago"... for a stored time, measured against when the list was loaded. */
export function RelativeTimeLabel({ time, now }: { time: string; now: number }) {
  const { t } = useTranslation();
  const relative = describeRelativeTime(time, now);
  return (
    <time dateTime={time} className="shrink-0 text-xs font-normal text-muted">
      {relative.unit === 'justNow' ? t('recent.justNow') : t(`recent.${relative.unit}`, { count: relative.count })}
    </time>
  );
}
