import { data, useLocation } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import type { PagePolicy } from '../../shared/contracts/page-policy';
import { loadPhotoQuizPage } from '../features/photo-analysis/photo-quiz-content.server';
import { findPhotoQuizPageByPath, PhotoQuizPageOf } from '../features/photo-analysis/photo-quizzes';
import { buildQuizPageMeta } from '../i18n/page-meta';
import type { Route } from './+types/photo-quiz';

/** The face engine runs WebAssembly in these pages (tfjs wasm backend); every other page keeps forbidding it. */
export const handle: { pagePolicy: PagePolicy } = { pagePolicy: { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"] } } };

/**
 * /ai-animal-face, /ai-face-rating and /ai-face-reading (and under /{lang}): upload, analysing on this device,
 * result (docs/spec/quizzes-and-photo.md §2, AI photo pages).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const quizId = findPhotoQuizPageByPath(pathname);
  if (!quizId) throw data('Not Found', { status: 404 });
  return { ...loadPhotoQuizPage(quizId, splitLanguageFromPath(pathname).language), publicOrigin: context.publicOrigin };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildQuizPageMeta(matches[0].loaderData, loaderData?.page);

export default function PhotoQuizRoute({ loaderData }: Route.ComponentProps) {
  // The quiz the loader read its texts for: the page's own path says which.
  const quizId = findPhotoQuizPageByPath(useLocation().pathname);
  return quizId ? <PhotoQuizPageOf quizId={quizId} content={loaderData} /> : null;
}
