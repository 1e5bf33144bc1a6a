import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import { egenTetoManifest } from '../../domain/quizzes/egen-teto/egen-teto-manifest';
import { loadEgenTetoExplainer } from '../features/egen-teto/egen-teto-content.server';
import { EgenTetoIntroForm } from '../features/egen-teto/egen-teto-intro-form';
import { RecentResults } from '../features/recent-results/recent-results';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';
import type { Route } from './+types/egen-teto-intro';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export function loader({ request }: Route.LoaderArgs) {
  return { explainer: loadEgenTetoExplainer(splitLanguageFromPath(new URL(request.url).pathname).language) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const { egenTeto } = root.messages;
  return buildLocalizedMeta(root, { title: egenTeto.metaTitle, description: egenTeto.metaDescription, keywords: egenTeto.keywords });
};

/** /egenryeok-test and /personality (docs/spec/core.md §2). */
export default function EgenTetoIntroRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <>
      <main className="mx-auto max-w-xl space-y-6 px-4 pt-6">
        <header className="space-y-3 text-center">
          <p className="text-6xl" aria-hidden="true">
            ⚡
          </p>
          <h1 className="text-3xl font-extrabold leading-tight">
            <Link to={localize('/tests')} className="hover:text-brand-600">
              {t('egenTeto.introTitle')}
            </Link>
          </h1>
          <p className="text-muted">{t('egenTeto.introSubtitle')}</p>
        </header>
        {loaderData.explainer && (
          // One line until opened, so the form stays on the first screen of a phone.
          <details className="card" data-explainer>
            <summary className="cursor-pointer font-bold marker:text-brand-600">{loaderData.explainer.heading}</summary>
            <div className="mt-2 space-y-2">
              {loaderData.explainer.paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-sm text-muted">
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        )}
        <EgenTetoIntroForm />
        <Link to={localize('/tests')} className="button-secondary w-full">
          {t('common.otherTests')}
        </Link>
        {/* The server stores an egen/teto result as its pole: extrovert is teto, introvert egen (docs/spec/core.md §4). */}
        <RecentResults testTypeId={egenTetoManifest.testTypeId} limit={8} live resultLabels={{ extrovert: t('result.teto'), introvert: t('result.egen') }} />
      </main>
      <SiteFooter />
    </>
  );
}
