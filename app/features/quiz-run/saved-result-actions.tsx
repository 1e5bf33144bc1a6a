import type { ParseKeys } from 'i18next';
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
 * Above a saved result's top card, for a friend (decision 0036): whose result it is and "take this test
 * yourself", on the first screen whatever the length of the result. The server draws it (a shared link is opened by a
 * friend, and crawlers read it too); once hydrated, the owner's page drops it.
 */
export function FriendInvitation({ owner, testPath }: { owner: SavedResultOwner; testPath: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const own = useIsOwnResult(owner.sessionId);
  useEffect(() => noteViewedResult(owner.testTypeId, owner.sessionId), [owner.testTypeId, owner.sessionId]);
  if (own) return null;
  return (
    <section className="card flex items-center gap-3 py-3" data-friend-invitation>
      <p className="min-w-0 flex-1 text-sm font-semibold">{t('result.friendLine', { name: owner.name })}</p>
      <Link to={localize(testPath)} className="button-primary min-h-10 shrink-0 px-4 py-2 text-sm">
        {t('result.takeItYourself')}
      </Link>
    </section>
  );
}

/** Under the share row of the owner's own result: friends who take the test from this link get compared. */
export function CompareHint({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  if (!useIsOwnResult(sessionId)) return null;
  return (
    <p className="text-center text-sm text-muted" data-compare-hint>
      {t('result.compareHint')}
    </p>
  );
}

/** The first of the two buttons at the end of a result: "retake" for the owner, "take this test yourself" for anyone else. */
export function TakeTestLink({ sessionId, testPath, retakeLabel = 'quiz.retake' }: { sessionId: string | null; testPath: string; retakeLabel?: ParseKeys }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const own = useIsOwnResult(sessionId ?? '');
  return (
    <Link to={localize(testPath)} className="button-primary">
      {sessionId && !own ? t('result.takeItYourself') : t(retakeLabel)}
    </Link>
  );
}
