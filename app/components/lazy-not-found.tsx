import { lazy } from 'react';

/**
 * The "not found" pages, loaded only where one is shown: every other page leaves their code out of its first load.
 * Their links work before the code is there, as plain links.
 */
const loadNotFoundPages = () => import('./not-found-page');
export const LazyNotFoundPage = lazy(() => loadNotFoundPages().then((module) => ({ default: module.NotFoundPage })));
export const LazyResultNotFound = lazy(() => loadNotFoundPages().then((module) => ({ default: module.ResultNotFound })));
