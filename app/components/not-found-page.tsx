import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizId } from '../../domain/quizzes/quiz-manifests';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';

/** The card of a page that says where the visitor landed and where to go: the 404 page and the broken link. */
function NoticePage({ emoji, heading, message, children, ...attributes }: { emoji: string; heading: string; message: string; children: ReactNode } & Record<`data-${string}`, boolean>) {
  return (
    <>
      <main className="mx-auto max-w-md px-4 pt-10" {...attributes}>
        <div className="card flex flex-col items-center gap-4 text-center">
          <p className="text-6xl" aria-hidden="true">
            {emoji}
          </p>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-muted">{message}</p>
          {children}
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

/** The 404 page in the page's language, tab title included (React puts the <title> in the head). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <>
      <title>{t('notFound.title')}</title>
      <NoticePage emoji="🧭" heading={t('notFound.heading')} message={t('notFound.message')}>
        <Link to={localize('/')} className="button-primary w-full">
          {t('notFound.home')}
        </Link>
        <Link to={localize('/tests')} className="button-secondary w-full">
          {t('common.otherTests')}
        </Link>
      </NoticePage>
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
 * A saved result's or a comparison's address that leads to no result (decision 0042): the link is broken,
 * the catalogue is the way on, and the test the link was for when the address tells it. Results are never deleted
 * and do not expire, so the page says only what can be true: part of the link was lost or changed.
 */
export function BrokenResultLink({ quiz }: { quiz: { id: QuizId; path: string } | null }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <NoticePage emoji="🔗" heading={t('brokenLink.heading')} message={t('brokenLink.message')} data-broken-result-link>
      <Link to={localize('/tests')} className="button-primary w-full">
        {t('brokenLink.allTests')}
      </Link>
      {quiz && (
        <Link to={localize(quiz.path)} className="button-secondary w-full">
          {t('brokenLink.takeTest', { quiz: t(`tests.${quiz.id}.name`) })}
        </Link>
      )}
    </NoticePage>
  );
}
