import { useNumberFormat } from '../shell/use-number-format';

/** Building blocks every result page shares: a titled card, a bullet list and a labelled percentage bar. */

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
