import { lazy } from 'react';
import { splitLanguageFromPath } from '../../domain/languages';
import { aiFaceReadingManifest } from '../../domain/quizzes/ai-face-reading/ai-face-reading-manifest';
import type { PagePolicy } from '../../shared/contracts/page-policy';
import { loadFaceReadingPage } from '../features/photo-analysis/face-reading-content.server';
import { fetchPhotoAnalysis, PhotoQuizPage } from '../features/photo-analysis/photo-quiz-page';
import { buildQuizPageMeta } from '../i18n/page-meta';
import type { Route } from './+types/ai-face-reading';

/** The face engine runs WebAssembly in this page (tfjs wasm backend); every other page keeps forbidding it. */
export const handle: { pagePolicy: PagePolicy } = { pagePolicy: { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"] } } };

export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const { card, page, labels, fortuneLabels, fortunes, types, features } = loadFaceReadingPage(language);
  return { card, page, labels, fortuneLabels, fortunes, types, features, publicOrigin: context.publicOrigin };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildQuizPageMeta(matches[0].loaderData, loaderData?.page);

const loadResult = () => import('../features/photo-analysis/face-reading-result');
const FaceReadingResult = lazy(() => loadResult().then((module) => ({ default: module.FaceReadingResult })));
const loadAnalysis = fetchPhotoAnalysis(loadResult, (analysis) => analysis.readFortuneOnDevice);

/** /ai-face-reading (and under /{lang}): upload, analysing on this device, the reading and its reasons (decision 0028). */
export default function AiFaceReadingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PhotoQuizPage
      quizId={aiFaceReadingManifest.id}
      emoji={aiFaceReadingManifest.emoji}
      title={loaderData.card.name}
      subtitle={loaderData.page.introSubtitle}
      photoRequiredMessage={loaderData.page.photoRequiredMessage}
      scoringStep={loaderData.page.scoringStep}
      loadAnalysis={loadAnalysis}
      renderResult={(props) => <FaceReadingResult {...props} content={loaderData} publicOrigin={loaderData.publicOrigin} />}
    />
  );
}
