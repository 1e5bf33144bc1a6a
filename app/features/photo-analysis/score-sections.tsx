import type { ReactNode } from 'react';
import { useNumberFormat } from '../../shell/use-number-format';

export interface ScoreRow {
  /** The row's id, also its `data-score` attribute for tests. */
  key: string;
  label: string;
  score: number;
  /** Shown as "21/25" when the scale is not 100. */
  maximum: number;
}

/** A photo result's scores as labelled bars (face rating parts, face reading fortunes). */
export function ScoreBars({ title, rows }: { title: string; rows: readonly ScoreRow[] }) {
  const { integer } = useNumberFormat();
  return (
    <section className="card space-y-3">
      <h3 className="text-lg font-bold">{title}</h3>
      <ul className="space-y-2">
        {rows.map(({ key, label, score, maximum }) => (
          <li key={key} data-score={key} className="grid grid-cols-[6rem_1fr_3.5rem] items-center gap-2 text-sm">
            <span className="font-semibold">{label}</span>
            <span className="h-3 overflow-hidden rounded-full bg-brand-50 dark:bg-slate-800" aria-hidden="true">
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${(score / maximum) * 100}%` }} />
            </span>
            <span className="text-end tabular-nums" dir="ltr">
              {integer(score)}
              {maximum === 100 ? '' : `/${integer(maximum)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ExplanationRow {
  key: string;
  /** What the line explains (a part, a fortune), shown first. */
  label: string;
  emoji: string;
  text: string;
  /** For tests: the feature read, and which way. */
  feature: string;
  direction: string;
}

/** "What raised or lowered each score" / "what your face says": one line per score, in the page's words. */
export function ExplanationList({ title, note, rows }: { title: string; note: string; rows: readonly ExplanationRow[] }): ReactNode {
  return (
    <section className="card space-y-2">
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="text-sm text-muted">{note}</p>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li key={row.key} data-reason={row.feature} data-direction={row.direction}>
            <span className="font-semibold">{row.label}</span> <span aria-hidden="true">{row.emoji}</span> {row.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
