import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import { catalogueTests } from '../../domain/test-catalogue';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';
import type { loader as rootLoader } from '../root';

/** Which catalogue test a path belongs to, e.g. /animal-result/cat -> animal. */
function findTestOfPath(cleanPath: string) {
  const segment = cleanPath.split('/')[1] ?? '';
  return catalogueTests.find((test) => test.path === `/${segment}` || `/${segment}`.replace(/-result$/, '-test') === test.path);
}

/**
 * Quizzes whose pages are not built yet show this notice instead of a broken page (decision 0024). While every
 * quiz has its page, no route uses this module, so React Router generates no types for it: it uses the generic
 * ones.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const test = findTestOfPath(splitLanguageFromPath(new URL(request.url).pathname).cleanPath);
  return { testId: test?.id ?? null, emoji: test?.emoji ?? '🚧' };
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches, loaderData }) => {
  const root = matches.find((match) => match.id === 'root')!.loaderData as Awaited<ReturnType<typeof rootLoader>>;
  const { messages } = root;
  const name = loaderData?.testId ? messages.tests[loaderData.testId as keyof typeof messages.tests].name : messages.comingSoon.title;
  return buildLocalizedMeta(root, { title: `${name} — ${messages.comingSoon.title}`, description: messages.comingSoon.message });
};

export default function ComingSoonRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <>
      <main className="mx-auto max-w-md space-y-4 px-4 pt-10 text-center">
        <p className="text-6xl" aria-hidden="true">
          {loaderData.emoji}
        </p>
        {loaderData.testId && <p className="font-semibold text-brand-700 dark:text-brand-400">{t(`tests.${loaderData.testId}.name`)}</p>}
        <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
        <p className="text-muted">{t('comingSoon.message')}</p>
        <Link to={localize('/tests')} className="button-primary">
          {t('comingSoon.back')}
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
