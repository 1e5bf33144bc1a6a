import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type LanguageCode } from '../../../domain/languages';
import type { CatalogueTest } from '../../../domain/test-catalogue';
import { useNumberFormat } from '../../shell/use-number-format';

export function TestCard({ test, takers = null }: { test: CatalogueTest; takers?: number | null }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  return (
    <Link
      to={localizePath(test.path, i18n.language as LanguageCode)}
      className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 transition hover:shadow-md motion-reduce:transition-none dark:bg-slate-900 dark:ring-slate-800"
      data-test-id={test.id}
    >
      <span className="text-4xl" aria-hidden="true">
        {test.emoji}
      </span>
      <span className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold">{t(`tests.${test.id}.name`)}</span>
          {test.isNew && <span className="rounded bg-emerald-700 px-1.5 text-xs font-bold text-white">{t('catalogue.badgeNew')}</span>}
          {test.isPopular && <span className="rounded bg-rose-700 px-1.5 text-xs font-bold text-white">{t('catalogue.badgeHot')}</span>}
        </span>
        <span className="text-sm text-muted">{t(`tests.${test.id}.description`)}</span>
        <span className="text-xs text-muted">
          {/* A no-break space before each dot: no line starts with one (decision 0041). */}
          {[...test.categories.map((category) => t(`categories.${category}`)), t('catalogue.minutes', { count: test.estimatedMinutes })].join('\u00a0· ')}
          {takers !== null && <span data-takers>&nbsp;· {t('catalogue.takers', { count: format.integer(takers) })}</span>}
        </span>
      </span>
    </Link>
  );
}
