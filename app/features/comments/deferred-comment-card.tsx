import { lazy } from 'react';
import { LoadWhenNear } from '../../components/load-when-near';

const FullCommentCard = lazy(() => import('./full-comment-card').then((module) => ({ default: module.FullCommentCard })));

/** The full comment card at the end of a result page, loaded as the reader gets near it (its comments load in the browser). */
export function DeferredCommentCard({ sessionId }: { sessionId: string }) {
  return (
    <LoadWhenNear name="comments" reservedClassName="card min-h-64">
      <FullCommentCard sessionId={sessionId} />
    </LoadWhenNear>
  );
}
