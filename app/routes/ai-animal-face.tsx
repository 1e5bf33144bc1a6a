import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { splitLanguageFromPath } from '../../domain/languages';
import { aiAnimalFaceManifest } from '../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import type { PagePolicy } from '../../shared/contracts/page-policy';
import { loadAnimalFacePage } from '../features/photo-analysis/animal-face-content.server';
import { fetchPhotoAnalysis, PhotoQuizPage } from '../features/photo-analysis/photo-quiz-page';
import { buildQuizPageMeta } from '../i18n/page-meta';
import type { Route } from './+types/ai-animal-face';

/** The face engine runs WebAssembly in this page (tfjs wasm backend); every other page keeps forbidding it. */
export const handle: { pagePolicy: PagePolicy } = { pagePolicy: { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"] } } };

export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const { card, page, animals, measurements } = loadAnimalFacePage(language);
  return { card, page, animals, measurements, publicOrigin: context.publicOrigin };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildQuizPageMeta(matches[0].loaderData, loaderData?.page);

const loadResult = () => import('../features/photo-analysis/animal-face-result');
const AnimalFaceResult = lazy(() => loadResult().then((module) => ({ default: module.AnimalFaceResult })));
const loadAnalysis = fetchPhotoAnalysis(loadResult, (analysis) => analysis.analyzeAnimalFaceOnDevice);

/** /ai-animal-face (and under /{lang}): upload, analysing on this device, result (docs/spec/quizzes-and-photo.md §2, AI photo pages). */
export default function AiAnimalFaceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PhotoQuizPage
      quizId={aiAnimalFaceManifest.id}
      emoji={aiAnimalFaceManifest.emoji}
      title={loaderData.card.name}
      subtitle={loaderData.page.introSubtitle}
      photoRequiredMessage={t('photo.photoRequiredMessage')}
      scoringStep={t('photo.step5')}
      loadAnalysis={loadAnalysis}
      renderResult={(props) => <AnimalFaceResult {...props} content={loaderData} publicOrigin={loaderData.publicOrigin} />}
    />
  );
}
