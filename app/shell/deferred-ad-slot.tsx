import { deferUntilNear } from '../components/load-when-near';

/**
 * The ad slot (or, without an ad network, the card promoting another test) sits below a result's long profile: it
 * loads as the reader nears it, like ads usually do, and stays out of the result page's first load.
 */
export const DeferredAdSlot = deferUntilNear(() => import('./ad-slot').then((module) => module.AdSlot), 'ad', 'min-h-32');
