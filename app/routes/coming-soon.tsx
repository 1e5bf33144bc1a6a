import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import { catalogueTests } from '../../domain/test-catalogue';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';
import type { Route } from './+types/coming-soon';

/** Which catalogue test a path belongs to, e.g. /animal-result/cat -> animal. */
function findTestOfPath(cleanPath: string) {
  const segment = cleanPath.split('/')[1] ?? '';
  return catalogueTests.find((test) => test.path === `/${segment}` || `/${segment}`.replace(/-result$/, '-test') === test.path);
}

/** Quizzes whose pages are not built yet show this notice instead of a broken page. */
export function loader({ request }: Route.LoaderArgs) {
  const test = findTestOfPath(splitLanguageFromPath(new URL(request.url).pathname).cleanPath);
  return { testId: test?.id ?? null, emoji: test?.emoji ?? '🚧' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { messages } = root;
  const name = loaderData?.testId ? messages.tests[loaderData.testId as keyof typeof messages.tests].name : messages.comingSoon.title;
  return buildLocalizedMeta(root, { title: `${name} — ${messages.comingSoon.title}`, description: messages.comingSoon.message });
};

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
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
