import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitLanguageFromPath } from '../../domain/languages';
import type { PagePolicy } from '../../shared/contracts/page-policy';
import type { Gender } from '../components/name-gender-form';
import { AnalysisProgress } from '../features/photo-analysis/analysis-progress';
import { BackHomeLink } from '../features/photo-analysis/back-home-link';
import { loadAnimalFacePage } from '../features/photo-analysis/animal-face-content.server';
import type { AnimalFaceOutcome } from '../features/photo-analysis/analyze-on-device.client';
import { PhotoUploadForm } from '../features/photo-analysis/photo-upload-form';
import { buildQuizPageMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { useToast } from '../shell/toast';
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

/**
 * What runs after the form (the analysis in this tab, the result) is fetched when the visitor starts on the form,
 * with the engine, not with the page: the page is interactive first and stays within the first-load budget.
 */
const loadAnalysis = () => import('../features/photo-analysis/analyze-on-device.client');
const loadResult = () => import('../features/photo-analysis/animal-face-result');
const AnimalFaceResult = lazy(() => loadResult().then((module) => ({ default: module.AnimalFaceResult })));

type Screen =
  | { kind: 'form' }
  | { kind: 'analyzing'; step: number }
  | { kind: 'result'; name: string; gender: Gender; photoUrl: string; outcome: Extract<AnimalFaceOutcome, { ok: true }> };

const failureMessageKeys = {
  'no-face': 'photo.errorNoFace',
  'face-too-small': 'photo.errorFaceTooSmall',
  'head-turned': 'photo.errorHeadTurned',
  'not-an-image': 'photo.errorNotImage',
  engine: 'photo.errorEngine',
} as const;

/** /ai-animal-face (and under /{lang}): upload, analysing on this device, result (spec-quizzes, AI photo pages). */
export default function AiAnimalFaceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [screen, setScreen] = useState<Screen>({ kind: 'form' });

  // The engine's script, models and wasm start loading when the visitor starts on the form, not with the page.
  const warmUp = useCallback(() => {
    void loadAnalysis().then((analysis) => analysis.preloadFaceEngine());
    void loadResult();
  }, []);

  const photoUrl = screen.kind === 'result' ? screen.photoUrl : null;
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  // From the tap to the result on screen, as a User Timing entry (npm run bench:photo reads it).
  const tappedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!photoUrl || tappedAt.current === null) return;
    performance.measure('face-analysis:tap-to-result', { start: tappedAt.current });
    tappedAt.current = null;
  }, [photoUrl]);

  async function analyze(name: string, gender: Gender, photo: File) {
    tappedAt.current = performance.now();
    setScreen({ kind: 'analyzing', step: 1 });
    const outcome: AnimalFaceOutcome = await loadAnalysis().then(
      ({ analyzeAnimalFaceOnDevice }) => analyzeAnimalFaceOnDevice(photo, gender, (step) => setScreen({ kind: 'analyzing', step })),
      () => ({ ok: false, reason: 'engine' }),
    );
    if (!outcome.ok) {
      showToast({ title: t('photo.analysisFailedTitle'), description: t(failureMessageKeys[outcome.reason]), tone: 'destructive' });
      setScreen({ kind: 'form' });
      return;
    }
    setScreen({ kind: 'result', name, gender, photoUrl: URL.createObjectURL(photo), outcome });
  }

  return (
    <>
      <main className="mx-auto max-w-xl space-y-5 px-4 pb-16 pt-8">
        <header className="space-y-2 text-center">
          <p className="text-5xl" aria-hidden="true">
            🦊
          </p>
          <h1 className="text-3xl font-extrabold leading-tight">{loaderData.card.name}</h1>
          <p className="text-muted">{loaderData.page.introSubtitle}</p>
        </header>
        {screen.kind === 'form' && <PhotoUploadForm onWarmUp={warmUp} onAnalyze={(name, gender, photo) => void analyze(name, gender, photo)} />}
        {screen.kind === 'analyzing' && <AnalysisProgress step={screen.step} />}
        {screen.kind === 'result' && (
          <Suspense fallback={<AnalysisProgress step={6} />}>
            <AnimalFaceResult
              name={screen.name}
              gender={screen.gender}
              photoUrl={screen.photoUrl}
              outcome={screen.outcome}
              content={loaderData}
              publicOrigin={loaderData.publicOrigin}
              onUploadAgain={() => setScreen({ kind: 'form' })}
            />
          </Suspense>
        )}
        <BackHomeLink />
      </main>
      <SiteFooter />
    </>
  );
}
