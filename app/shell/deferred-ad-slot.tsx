import { lazy } from 'react';
import { LoadWhenNear } from '../components/load-when-near';

const AdSlot = lazy(() => import('./ad-slot').then((module) => ({ default: module.AdSlot })));

/**
 * The ad slot (or, without an ad network, the card promoting another test) sits below a result's long profile: it
 * loads as the reader nears it, like ads usually do, and stays out of the result page's first load.
 */
export function DeferredAdSlot({ currentTestId }: { currentTestId: string }) {
  return (
    <LoadWhenNear name="ad" reservedClassName="min-h-32">
      <AdSlot currentTestId={currentTestId} />
    </LoadWhenNear>
  );
}
