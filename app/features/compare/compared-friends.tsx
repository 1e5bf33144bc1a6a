import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComparedFriend } from '../../../shared/contracts/test-session';
import { usePageLanguage } from '../../shell/use-page-language';

/**
 * The friends who took the test from this result's link: the promise "you'll see how you two
 * compare" kept on the sharer's own page. Drawn by the server for everyone who opens the result (it is public like
 * the result), newest first, each a link to the comparison with the owner first.
 */
export function ComparedFriends({ owner, friends, resultLabels = {} }: { owner: { sessionId: string; name: string }; friends: readonly ComparedFriend[]; resultLabels?: Record<string, string> }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  if (friends.length === 0) return null;
  return (
    <section className="card space-y-3" aria-labelledby="compared-friends-title" data-compared-friends>
      <h2 id="compared-friends-title" className="text-lg font-bold">
        {t('result.comparedFriendsTitle', { name: owner.name })}
      </h2>
      <ul className="divide-y divide-brand-100 dark:divide-slate-800">
        {friends.map((friend) => (
          <li key={friend.id} className="flex items-center gap-3 py-2">
            <p className="min-w-0 flex-1">
              <span className="font-semibold">{friend.name}</span>
              {resultLabels[friend.resultType] && <span className="text-muted">{'\u00a0· '}{resultLabels[friend.resultType]}</span>}
            </p>
            <Link to={localize(`/compare/${owner.sessionId}/${friend.id}`)} className="button-secondary min-h-10 shrink-0 px-4 py-2 text-sm" data-comparison-link>
              {t('result.seeComparison')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
