import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BulletList, PercentageBar, ResultHeader, ResultSection } from '../../components/result-parts';
import { DeferredAdSlot } from '../../shell/deferred-ad-slot';
import { usePageLanguage } from '../../shell/use-page-language';
import { DeferredCommentCard } from '../comments/deferred-comment-card';
import { DeferredRecentResults } from '../recent-results/deferred-recent-results';
import { ShareActions } from '../share/share-actions';
import { PersonalCommentBox } from '../quiz-run/personal-comment-box';
import { CompareHint, FriendInvitation, TakeTestLink, type SavedResultOwner } from '../quiz-run/saved-result-actions';
import type { ResultShare } from '../../../shared/contracts/result-share';
import type { ChoiceQuizInfo } from './choice-quizzes';
import type { ChoiceQuizResultView } from '../../../domain/quizzes/choice-quiz-contents';
import { RelatedTests } from './related-tests';

function Section({ section, quiz, readerQuery }: { section: ChoiceQuizResultView['sections'][number]; quiz: ChoiceQuizInfo; readerQuery: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  switch (section.kind) {
    case 'text':
      return (
        <ResultSection title={t(section.heading)}>
          <p className="leading-relaxed">{section.text}</p>
        </ResultSection>
      );
    case 'list':
      return (
        <ResultSection title={t(section.heading)}>
          <BulletList items={section.items} />
        </ResultSection>
      );
    case 'story':
      return (
        <ResultSection title={t(section.heading)}>
          <div className="space-y-3 leading-relaxed" data-story>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </ResultSection>
      );
    case 'points':
      return (
        <ResultSection title={t(section.heading)}>
          <dl className="space-y-3">
            {section.items.map((item) => (
              <div key={item.name}>
                <dt className="font-bold">
                  <span aria-hidden="true">{section.tone === 'strength' ? '✨ ' : '🌱 '}</span>
                  {item.name}
                </dt>
                <dd className="leading-relaxed text-slate-700 dark:text-slate-200">{item.text}</dd>
              </div>
            ))}
          </dl>
        </ResultSection>
      );
    case 'match':
      return (
        <ResultSection title={t(section.heading)}>
          <Link
            to={`${localize(`${quiz.resultPath}/${section.key}`)}${readerQuery}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-semibold ring-1 ring-brand-100 hover:bg-brand-100 dark:bg-slate-800 dark:ring-slate-700"
            data-match={section.key}
          >
            <span aria-hidden="true">{section.emoji}</span>
            {section.label}
          </Link>
          <p className="leading-relaxed">{section.reason}</p>
        </ResultSection>
      );
    case 'facts':
      return (
        <dl className="grid grid-cols-2 gap-3" data-facts>
          {section.items.map((item) => (
            <div key={item.label} className="card text-center">
              <dt className="text-sm font-semibold text-muted">{t(item.label)}</dt>
              <dd className="mt-1 text-2xl font-extrabold">{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'split':
      return (
        <ResultSection title={t(section.heading)}>
          <PercentageBar label={t(section.first.label)} percentage={section.first.percentage} tone="cool" />
          <PercentageBar label={t(section.second.label)} percentage={section.second.percentage} tone="warm" />
        </ResultSection>
      );
  }
}

interface ChoiceQuizResultProps {
  quiz: ChoiceQuizInfo;
  view: ChoiceQuizResultView;
  name: string;
  sessionId: string | null;
  shareUrl: string;
  /** Root-relative URLs of the result's share card and its story card. */
  shareImage: string;
  shareStoryImage: string;
  resultLabels: Record<string, string>;
  /** `?gender=…` when the page knows its reader's gender, so the match links read in the same forms. */
  readerQuery: string;
  resultShare: ResultShare | null;
  /** A saved result (/result/{id}): whose it is, so its owner and a friend each get their actions (decision 0036). */
  owner?: SavedResultOwner | null;
  personalComment?: string | null;
  /** Shown under the share row: the comparison with the friend whose result led here. */
  comparison?: React.ReactNode;
}

/** A choice quiz's result page (docs/spec/quizzes-and-photo.md §2): every section of its profile, then share and what next. */
export function ChoiceQuizResult({ quiz, view, name, sessionId, shareUrl, shareImage, shareStoryImage, resultLabels, readerQuery, resultShare, owner = null, personalComment = null, comparison = null }: ChoiceQuizResultProps) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pt-6">
      {owner && <FriendInvitation owner={owner} testPath={quiz.testPath} />}
      <ResultHeader name={name} emoji={view.emoji} badge={view.badge} title={view.title} share={resultShare}>
        <p className="leading-relaxed text-slate-700 dark:text-slate-200">{view.description}</p>
        {view.badges && (
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t('quiz.traits')}>
            {view.badges.map((badge) => (
              <li key={badge} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-400 dark:ring-slate-700">
                #{badge}
              </li>
            ))}
          </ul>
        )}
      </ResultHeader>
      <ShareActions target={{ url: shareUrl, title: view.shareTitle, imageUrl: shareImage, storyImageUrl: shareStoryImage }} />
      {owner && <CompareHint sessionId={owner.sessionId} />}
      {comparison}

      {view.sections.map((section, index) => (
        <Section key={index} section={section} quiz={quiz} readerQuery={readerQuery} />
      ))}

      <DeferredAdSlot currentTestId={quiz.id} />
      {owner && <PersonalCommentBox sessionId={owner.sessionId} savedComment={personalComment} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <TakeTestLink sessionId={owner?.sessionId ?? null} testPath={quiz.testPath} />
        <Link to={localize('/tests')} className="button-secondary">
          {t('common.otherTests')}
        </Link>
      </div>
      <Link to={localize(quiz.typesPath)} className="block text-center font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-400" data-all-types>
        {t('quiz.seeAllTypes', { count: Object.keys(resultLabels).length })}
      </Link>

      {sessionId && <DeferredCommentCard sessionId={sessionId} />}
      <DeferredRecentResults testTypeId={quiz.testTypeId} limit={5} resultLabels={resultLabels} />
      <RelatedTests currentId={quiz.id} />
    </main>
  );
}
