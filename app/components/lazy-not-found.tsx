import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The "not found" pages, loaded only where one is shown: every other page leaves their code out of its first load.
 * Their links work before the code is there, as plain links.
 */
const loadNotFoundPages = () => import('./not-found-page');
const NotFoundPage = lazy(() => loadNotFoundPages().then((module) => ({ default: module.NotFoundPage })));
const BrokenResultLink = lazy(() => loadNotFoundPages().then((module) => ({ default: module.BrokenResultLink })));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

export function LazyBrokenResultLink(props: ComponentProps<typeof BrokenResultLink>) {
  return (
    <Suspense fallback={null}>
      <BrokenResultLink {...props} />
    </Suspense>
  );
}
