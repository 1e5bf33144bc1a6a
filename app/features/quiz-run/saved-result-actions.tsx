import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';
import { noteViewedResult, useIsOwnResult } from './saved-results';

export interface SavedResultOwner {
  sessionId: string;
  testTypeId: number;
  name: string;
}

/**
 * Under a saved result's top card (issue 16, decision 0036): a friend first reads whose result it is and gets "take
 * this test yourself", then the share row; the owner gets the share row first and a line on comparing with friends.
 * The server draws the friend's version (the one a shared link is opened as); the owner's shows once hydrated.
 */
export function SavedResultActions({ owner, testPath, share }: { owner: SavedResultOwner; testPath: string; share: React.ReactNode }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const own = useIsOwnResult(owner.sessionId);
  useEffect(() => noteViewedResult(owner.testTypeId, owner.sessionId), [owner.testTypeId, owner.sessionId]);

  if (own) {
    return (
      <>
        {share}
        <p className="text-center text-sm text-muted" data-compare-hint>
          {t('result.compareHint')}
        </p>
      </>
    );
  }
  return (
    <>
      <section className="card space-y-3 text-center" data-friend-invitation>
        <p className="font-semibold">{t('result.friendLine', { name: owner.name })}</p>
        <Link to={localize(testPath)} className="button-primary w-full">
          {t('result.takeItYourself')}
        </Link>
      </section>
      {share}
    </>
  );
}

/** The first of the two buttons at the end of a result: "retake" for the owner, "take this test yourself" for anyone else. */
export function TakeTestLink({ sessionId, testPath, retakeLabel = 'quiz.retake' }: { sessionId: string | null; testPath: string; retakeLabel?: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const own = useIsOwnResult(sessionId ?? '');
  return (
    <Link to={localize(testPath)} className="button-primary">
      {sessionId && !own ? t('result.takeItYourself') : t(retakeLabel)}
    </Link>
  );
}
