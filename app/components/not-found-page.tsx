import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizId } from '../../domain/quizzes/quiz-manifests';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';

/** The 404 page in the page's language, tab title included (React puts the <title> in the head). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <>
      <title>{t('notFound.title')}</title>
      <main className="mx-auto max-w-md px-4 pt-10">
        <div className="card flex flex-col items-center gap-4 text-center">
          <p className="text-6xl" aria-hidden="true">
            🧭
          </p>
          <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
          <p className="text-muted">{t('notFound.message')}</p>
          <Link to={localize('/')} className="button-primary w-full">
            {t('notFound.home')}
          </Link>
          <Link to={localize('/tests')} className="button-secondary w-full">
            {t('common.otherTests')}
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

/** A result route whose result does not exist (unknown type, missing session): what it is, and where to go. */
export function ResultNotFound({ heading, actionPath, actionLabel }: { heading: string; actionPath: string; actionLabel: string }) {
  const { localize } = usePageLanguage();
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 pt-10 text-center">
      <p className="text-6xl" aria-hidden="true">
        🔍
      </p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <Link to={localize(actionPath)} className="button-primary">
        {actionLabel}
      </Link>
    </main>
  );
}

/**
 * A saved result's or a comparison's address that leads to no result (issue 26, decision 0042): the link is broken,
 * the catalogue is the way on, and the test the link was for when the address tells it. Results are never deleted
 * and do not expire, so the page says only what can be true: part of the link was lost or changed.
 */
export function BrokenResultLink({ quiz }: { quiz: { id: QuizId; path: string } | null }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <>
      <main className="mx-auto max-w-md px-4 pt-10" data-broken-result-link>
        <div className="card flex flex-col items-center gap-4 text-center">
          <p className="text-6xl" aria-hidden="true">
            🔗
          </p>
          <h1 className="text-2xl font-bold">{t('brokenLink.heading')}</h1>
          <p className="text-muted">{t('brokenLink.message')}</p>
          <Link to={localize('/tests')} className="button-primary w-full">
            {t('brokenLink.allTests')}
          </Link>
          {quiz && (
            <Link to={localize(quiz.path)} className="button-secondary w-full">
              {t('brokenLink.takeTest', { quiz: t(`tests.${quiz.id}.name`) })}
            </Link>
          )}
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
