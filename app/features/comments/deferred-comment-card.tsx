import { deferUntilNear } from '../../components/load-when-near';

/** The full comment card at the end of a result page, loaded as the reader gets near it (its comments load in the browser). */
export const DeferredCommentCard = deferUntilNear(() => import('./full-comment-card').then((module) => module.FullCommentCard), 'comments', 'card min-h-64');
