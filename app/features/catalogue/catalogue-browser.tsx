import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTestsByCategory, testCategories, type CatalogueTest, type TestCategory } from '../../../domain/test-catalogue';
import { TestCard } from './test-card';

const chips: readonly (TestCategory | 'all')[] = ['all', ...testCategories];

/** `takers`: how many people took each test, by test type id, where there are enough to say (D5). */
export function CatalogueBrowser({ tests, takers = {} }: { tests: readonly CatalogueTest[]; takers?: Readonly<Record<number, number>> }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<TestCategory | 'all'>('all');
  const visibleTests = filterTestsByCategory(tests, category);
  return (
    <section>
      <div className="mb-4 flex flex-wrap justify-center gap-2" role="group" aria-label={t('categories.all')}>
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={chip === category}
            onClick={() => setCategory(chip)}
            className="min-h-9 rounded-full border border-brand-100 bg-white px-3 py-1.5 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-700 dark:bg-slate-900 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-600"
          >
            {t(`categories.${chip}`)}
          </button>
        ))}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {visibleTests.map((test) => (
          <li key={test.id}>
            <TestCard test={test} takers={test.testTypeId === null ? null : (takers[test.testTypeId] ?? null)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
