import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentResult } from '../../../shared/contracts/test-session';
import { callApi } from '../../shell/api-client';
import { CompactComments } from '../comments/compact-comments';
import { RelativeTimeLabel } from '../../components/relative-time-label';

// Its reasons and its call load with the first list that shows it, never with a page's first scripts.
const ReportButton = lazy(() => import('../comments/report-button'));

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; results: RecentResult[]; loadedAt: number };

// docs/spec/core.md §7: a live list (egen/teto's) is cached 30 s in the page; the other tests' lists 5 minutes, with one retry.
const cache = new Map<string, { at: number; results: RecentResult[] }>();

async function fetchRecent(testTypeId: number, limit: number, retries: number): Promise<RecentResult[]> {
  try {
    return await callApi('listRecent', { params: { testTypeId }, query: { limit } });
  } catch (error) {
    if (retries > 0) return fetchRecent(testTypeId, limit, retries - 1);
    throw error;
  }
}

/** After this browser stored a result: its own entry must show at once, not after the cache expires (decision 0020). */
export function forgetRecentResults(testTypeId: number): void {
  for (const key of cache.keys()) if (key.startsWith(`${testTypeId}:`)) cache.delete(key);
}

async function loadRecent(testTypeId: number, limit: number, live: boolean): Promise<RecentResult[]> {
  const key = `${testTypeId}:${limit}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < (live ? 30_000 : 300_000)) return cached.results;
  const results = await fetchRecent(testTypeId, limit, live ? 0 : 1);
  cache.set(key, { at: Date.now(), results });
  return results;
}

function RecentEntry({ result, label, now }: { result: RecentResult; label: string; now: number }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl bg-brand-50 px-4 py-3 dark:bg-slate-800">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold">
          {/* The dot stays on the name's line (decision 0041). */}
          <bdi>{result.name}</bdi>&nbsp;<span className="font-normal text-brand-700 dark:text-brand-400">· {label}</span>
        </p>
        <RelativeTimeLabel time={result.completedAt} now={now} />
      </div>
      {result.personalComment && (
        <q dir="auto" className="text-sm text-muted">
          {result.personalComment}
        </q>
      )}
      <CompactComments sessionId={result.id} initialCount={result.commentCount} />
      <Suspense fallback={null}>
        <ReportButton target={{ kind: 'result', sessionId: result.id }} />
      </Suspense>
    </li>
  );
}

interface RecentResultsProps {
  testTypeId: number;
  limit: number;
  /** Result names in the page's language by result type: a choice quiz's results, egen/teto's two poles. */
  resultLabels?: Record<string, string>;
  /** Kept 30 s and asked once, not 5 minutes with one retry (docs/spec/core.md §7): egen/teto's list. */
  live?: boolean;
}

/** Recent testers of one test (core §7): names and comments are shown as text, never HTML. */
export function RecentResults({ testTypeId, limit, resultLabels, live = false }: RecentResultsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadRecent(testTypeId, limit, live).then(
      (results) => active && setState({ status: 'loaded', results, loadedAt: Date.now() }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [testTypeId, limit, live]);

  const label = (result: RecentResult) => resultLabels?.[result.resultType] ?? result.resultType;

  return (
    <section className="card space-y-3" aria-labelledby="recent-results-title" aria-busy={state.status === 'loading'}>
      <h2 id="recent-results-title" className="text-lg font-bold">
        {t('recent.title')}
      </h2>
      {state.status === 'loading' && <p className="text-sm text-muted">{t('common.loading')}</p>}
      {state.status === 'failed' && <p className="text-sm text-danger">{t('recent.failed')}</p>}
      {state.status === 'loaded' && state.results.length === 0 && <p className="text-sm text-muted">{t('recent.empty')}</p>}
      {state.status === 'loaded' && state.results.length > 0 && (
        <ul className="space-y-2">
          {state.results.map((result) => (
            <RecentEntry key={result.id} result={result} label={label(result)} now={state.loadedAt} />
          ))}
        </ul>
      )}
    </section>
  );
}
