import { useTranslation } from 'react-i18next';
import { catalogueTests } from '../../domain/test-catalogue';
import { CatalogueBrowser } from '../features/catalogue/catalogue-browser';
import { buildLocalizedMeta } from '../i18n/page-meta';
import type { Route } from './+types/catalogue';

// Server only: the page's data carries the fields a card reads, not the whole manifests, and how many people took
// each test where that count is real (D5).
export async function loader({ context }: Route.LoaderArgs) {
  return {
    tests: catalogueTests.map(({ id, testTypeId, emoji, categories, estimatedMinutes, isNew, isPopular, path }) => ({ id, testTypeId, emoji, categories, estimatedMinutes, isNew, isPopular, path })),
    takers: await context.countTestTakers(),
  };
}

// The page depends on its URL alone, so the server may cache it briefly (server/http/pages/page-cache).
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const { catalogue } = root.messages;
  return buildLocalizedMeta(root, { title: catalogue.metaTitle, description: catalogue.metaDescription });
};

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-8">
      <header className="mb-6 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">{t('site.name')}</p>
        <h1 className="mt-2 text-3xl font-extrabold leading-tight">{t('catalogue.heading')}</h1>
        <p className="mt-2 text-muted">{t('catalogue.subheading')}</p>
      </header>
      <CatalogueBrowser tests={loaderData.tests} takers={loaderData.takers} />
      <aside className="mt-8 rounded-2xl bg-gradient-to-r from-brand-100 to-pink-100 p-4 text-center font-medium dark:from-slate-800 dark:to-slate-900">
        {t('catalogue.comingSoon')}
      </aside>
      <footer className="mt-8 text-center text-xs text-muted">{t('catalogue.disclaimer')}</footer>
    </main>
  );
}
