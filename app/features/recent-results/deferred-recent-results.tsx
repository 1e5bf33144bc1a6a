import { deferUntilNear } from '../../components/load-when-near';

/** The recent list under a result, loaded as the reader gets near it (the list itself loads in the browser anyway). */
export const DeferredRecentResults = deferUntilNear(() => import('./recent-results').then((module) => module.RecentResults), 'recent-results', 'card min-h-48');
