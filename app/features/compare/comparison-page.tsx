import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultSection } from '../../components/result-parts';
import { usePageLanguage } from '../../shell/use-page-language';
import { ShareActions } from '../share/share-actions';
import { ShareButton } from '../share/share-button';
import { buildShareImagePath, savedResultShareQuiz } from '../share/share-image-path';
import type { ComparisonView } from './compared-result';
import { ComparedLetters, ComparedSplits } from './comparison-details';
import { ComparedPair, PairingNote } from './comparison-parts';

interface ComparisonPageProps {
  view: ComparisonView;
  shareUrl: string;
  shareImage: string;
  shareStoryImage: string;
  /** Which of the two results this browser took, if either. */
  ownSessionId?: string | null;
}

/** /compare/{first}/{second} (decision 0036): two friends' results of one test side by side, made to be shared. */
export function ComparisonPage({ view, shareUrl, shareImage, shareStoryImage, ownSessionId = null }: ComparisonPageProps) {
  const { t } = useTranslation();
  const { localize, language } = usePageLanguage();
  const [first, second] = view.people;
  // Known in the browser that took one of them (the route reads its own results); the server draws it for anyone.
  const ownPerson = view.people.find((person) => person.sessionId === ownSessionId) ?? null;
  const quizName = t(`tests.${view.quiz.id}.name`);
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pt-6">
      <header className="card space-y-4 bg-gradient-to-br from-white to-brand-100 text-center dark:from-slate-900 dark:to-slate-800">
        <Link to={localize(view.quiz.path)} className="text-sm font-semibold text-muted hover:text-brand-600">
          {quizName}
        </Link>
        <h1 className="text-3xl font-extrabold leading-tight" dir="auto">
          {first.name} × {second.name}
        </h1>
        <ComparedPair people={view.people} />
        <PairingNote view={view} />
      </header>
      <ShareActions target={{ url: shareUrl, title: `${first.name} × ${second.name} · ${quizName}`, imageUrl: shareImage, storyImageUrl: shareStoryImage }} />

      <ComparedLetters view={view} />
      <ComparedSplits people={view.people} />
      {view.people.some((person) => person.strengths.length > 0) && (
        <ResultSection title={t('compare.strengths')}>
          <dl className="grid grid-cols-2 gap-3">
            {view.people.map((person) => (
              <div key={person.sessionId}>
                <dt className="truncate font-bold">{person.name}</dt>
                {person.strengths.map((strength) => (
                  <dd key={strength} className="text-slate-700 dark:text-slate-200">
                    <span aria-hidden="true">✨ </span>
                    {strength}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </ResultSection>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        {ownPerson ? (
          // One of the two: both took the test, so the next step is another friend, from their own result's link.
          <ShareButton
            label={t('compare.inviteAnother')}
            target={{
              url: `${new URL(shareUrl).origin}${localize(`/result/${ownPerson.sessionId}`)}`,
              title: `${ownPerson.name} · ${quizName}`,
              imageUrl: buildShareImagePath({ language, quiz: savedResultShareQuiz, key: ownPerson.sessionId }),
            }}
          />
        ) : (
          <Link to={localize(view.quiz.path)} className="button-primary">
            {t('result.takeItYourself')}
          </Link>
        )}
        <Link to={localize('/tests')} className="button-secondary">
          {t('common.otherTests')}
        </Link>
      </div>
    </main>
  );
}
