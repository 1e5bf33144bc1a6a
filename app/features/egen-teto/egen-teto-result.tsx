import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStored } from '../../shell/browser-storage';
import { storageKeys } from './egen-teto-storage';
import { egenTetoManifest } from '../../../domain/quizzes/egen-teto/egen-teto-manifest';
import { Link } from 'react-router';
import type { EgenTetoResultView } from '../../../domain/quizzes/egen-teto/describe-egen-teto-result';
import { useNumberFormat } from '../../shell/use-number-format';
import { usePageLanguage } from '../../shell/use-page-language';
import { DeferredAdSlot } from '../../shell/deferred-ad-slot';
import { ShareActions } from '../share/share-actions';
import { BulletList, PercentageBar, ResultHeader, ResultSection as Section } from '../../components/result-parts';
import type { ResultShare } from '../../../shared/contracts/result-share';
import { DeferredCommentCard } from '../comments/deferred-comment-card';
import { PersonalCommentBox } from '../quiz-run/personal-comment-box';
import { CompareHint, FriendInvitation, TakeTestLink } from '../quiz-run/saved-result-actions';

/** Every section of the personality result (docs/spec/core.md §2), computed on the server from the stored answers. */
export function EgenTetoResult({ sessionId, name, personalComment, view, shareUrl, shareImage, shareStoryImage, resultShare, comparison = null }: { sessionId: string; name: string; personalComment: string | null; view: EgenTetoResultView; shareUrl: string; shareImage: string; shareStoryImage: string; resultShare: ResultShare | null; comparison?: React.ReactNode }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const format = useNumberFormat();
  useEffect(() => {
    // core §4: viewing the result clears the justCompleted flag.
    writeStored('session', storageKeys.justCompleted, null);
  }, []);
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pt-6">
      <FriendInvitation owner={{ sessionId, testTypeId: egenTetoManifest.testTypeId, name }} testPath={egenTetoManifest.path} />
      <ResultHeader name={name} emoji={view.emoji} badge={view.tierTitle} title={view.title} roomy share={resultShare}>
        <p className="text-slate-700 dark:text-slate-200">{view.subtitle}</p>
        <div className="space-y-3 text-start">
          <PercentageBar label={t('result.egen')} percentage={view.egenPercentage} tone="cool" />
          <PercentageBar label={t('result.teto')} percentage={view.tetoPercentage} tone="warm" />
        </div>
      </ResultHeader>
      <ShareActions target={{ url: shareUrl, title: view.title, imageUrl: shareImage, storyImageUrl: shareStoryImage }} />
      <CompareHint sessionId={sessionId} />
      {comparison}

      <Section title={t('result.areasTitle')}>
        <ul className="space-y-4">
          {view.areas.map((area) => (
            <li key={area.area} className="space-y-1">
              <p className="font-semibold">{area.name}</p>
              <div className="flex justify-between text-xs text-muted">
                <span>
                  {area.tetoLabel} {format.percentage(area.tetoPercentage)}
                </span>
                <span>
                  {area.egenLabel} {format.percentage(100 - area.tetoPercentage)}
                </span>
              </div>
              <div className="flex h-2.5 overflow-hidden rounded-full bg-violet-200 dark:bg-violet-900">
                <div className="h-full bg-gradient-to-r from-brand-500 to-berry-500" style={{ width: `${area.tetoPercentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted">{t('result.areasNote')}</p>
      </Section>

      <Section title={t('result.detailedAnalysis')}>
        {view.analysis.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-slate-700 dark:text-slate-200">
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title={t('result.communicationStyle')}>
        <p className="leading-relaxed">{view.communication}</p>
      </Section>
      <Section title={t('result.relationships')}>
        <p className="leading-relaxed">{view.relationships}</p>
      </Section>
      <Section title={t('result.workStyle')}>
        <p className="leading-relaxed">{view.work}</p>
      </Section>
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t('result.strengths')}>
          <BulletList items={view.strengths} />
        </Section>
        <Section title={t('result.growthPoints')}>
          <BulletList items={view.growthPoints} />
        </Section>
      </div>
      <Section title={t('result.advice')}>
        <p className="leading-relaxed">{view.advice}</p>
      </Section>

      <DeferredAdSlot currentTestId="personality" />

      <PersonalCommentBox sessionId={sessionId} savedComment={personalComment} />

      <div className="grid gap-3 sm:grid-cols-2">
        <TakeTestLink sessionId={sessionId} testPath={egenTetoManifest.path} retakeLabel="common.restart" />
        <Link to={localize('/tests')} className="button-secondary">
          {t('common.otherTests')}
        </Link>
      </div>

      <DeferredCommentCard sessionId={sessionId} />
    </main>
  );
}
