import { lazy, type ComponentProps } from 'react';
import { LoadWhenNear } from '../../components/load-when-near';

const RecentResults = lazy(() => import('./recent-results').then((module) => ({ default: module.RecentResults })));

/** The recent list under a result, loaded as the reader gets near it (the list itself loads in the browser anyway). */
export function DeferredRecentResults(props: ComponentProps<typeof RecentResults>) {
  return (
    <LoadWhenNear name="recent-results" reservedClassName="card min-h-48">
      <RecentResults {...props} />
    </LoadWhenNear>
  );
}
