import { lazy } from 'react';
import { splitLanguageFromPath } from '../../domain/languages';
import { aiFaceRatingManifest } from '../../domain/quizzes/ai-face-rating/ai-face-rating-manifest';
import type { PagePolicy } from '../../shared/contracts/page-policy';
import { loadFaceRatingPage } from '../features/photo-analysis/face-rating-content.server';
import { fetchPhotoAnalysis, PhotoQuizPage } from '../features/photo-analysis/photo-quiz-page';
import { buildQuizPageMeta } from '../i18n/page-meta';
import type { Route } from './+types/ai-face-rating';

/** The face engine runs WebAssembly in this page (tfjs wasm backend); every other page keeps forbidding it. */
export const handle: { pagePolicy: PagePolicy } = { pagePolicy: { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"] } } };

export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const { card, page, labels, bands, parts, reasons } = loadFaceRatingPage(language);
  return { card, page, labels, bands, parts, reasons, publicOrigin: context.publicOrigin };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildQuizPageMeta(matches[0].loaderData, loaderData?.page);

const loadResult = () => import('../features/photo-analysis/face-rating-result');
const FaceRatingResult = lazy(() => loadResult().then((module) => ({ default: module.FaceRatingResult })));
const loadAnalysis = fetchPhotoAnalysis(loadResult, (analysis) => analysis.rateFaceOnDevice);

/** /ai-face-rating (and under /{lang}): upload, analysing on this device, the kind score and its reasons (decision 0027). */
export default function AiFaceRatingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PhotoQuizPage
      quizId={aiFaceRatingManifest.id}
      emoji={aiFaceRatingManifest.emoji}
      title={loaderData.card.name}
      subtitle={loaderData.page.introSubtitle}
      photoRequiredMessage={loaderData.page.photoRequiredMessage}
      scoringStep={loaderData.page.scoringStep}
      loadAnalysis={loadAnalysis}
      renderResult={(props) => <FaceRatingResult {...props} content={loaderData} publicOrigin={loaderData.publicOrigin} />}
    />
  );
}
