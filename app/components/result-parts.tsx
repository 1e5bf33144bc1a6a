import { useTranslation } from 'react-i18next';
import type { ResultShare } from '../../shared/contracts/result-share';
import { useNumberFormat } from '../shell/use-number-format';

/** Building blocks every result page shares: the top card, a titled card, a bullet list and a labelled percentage bar. */

interface ResultHeaderProps {
  name: string;
  emoji: string;
  /** A tag above the title (an MBTI code, a tier title). */
  badge?: string;
  title: string;
  /** Egen/teto's card holds two percentage bars and takes more room between its lines. */
  roomy?: boolean;
  /** How common this result is among stored results (D5), where there are enough to say. */
  share?: ResultShare | null;
  children?: React.ReactNode;
}

/** The top card of a result page: whose result it is, the emoji, the badge and the title, then what follows. */
export function ResultHeader({ name, emoji, badge, title, roomy = false, share = null, children }: ResultHeaderProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <header className={`card ${roomy ? 'space-y-4' : 'space-y-3'} bg-gradient-to-br from-white to-brand-100 text-center dark:from-slate-900 dark:to-slate-800`}>
      <p className="text-sm font-semibold text-muted">{t('result.resultOf', { name })}</p>
      <p className="text-7xl" aria-hidden="true">
        {emoji}
      </p>
      {badge && <p className="inline-block rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white">{badge}</p>}
      <h1 className="text-3xl font-extrabold leading-tight">{title}</h1>
      {children}
      {share && (
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-400" data-result-share>
          {t(share.scope === 'language' ? 'result.shareInLanguage' : 'result.shareOfAll', {
            percentage: format.percentage(share.percentage),
            count: format.integer(share.count),
          })}
        </p>
      )}
    </header>
  );
}

export function ResultSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card space-y-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-inside list-disc space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function PercentageBar({ label, percentage, tone }: { label: string; percentage: number; tone: 'warm' | 'cool' }) {
  const format = useNumberFormat();
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm font-semibold">
        <span>{label}</span>
        <span>{format.percentage(percentage)}</span>
      </div>
      <div className="h-3 overflow-hidden rounded-full bg-brand-100 dark:bg-slate-800">
        <div className={`h-full rounded-full ${tone === 'warm' ? 'bg-gradient-to-r from-brand-500 to-berry-500' : 'bg-gradient-to-r from-violet-400 to-sky-400'}`} style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
