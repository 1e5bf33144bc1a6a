import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../components/name-gender-form';
import { SiteFooter } from '../../shell/site-footer';
import { AnalysisProgress } from './analysis-progress';
import type * as AnalysisModule from './analyze-on-device.client';
import type { FacePoint, PhotoFailure, PhotoOutcome } from './analyze-on-device.client';
import { BackHomeLink } from './back-home-link';
import { PhotoUploadForm, type PhotoDraft } from './photo-upload-form';
import { forgetLastResult, keepLastResult, lastResultKey, parseLastResult } from './last-photo-result';
import { useStoredValue } from '../../shell/browser-storage';
import type { PhotoQuizId } from '../../../domain/quizzes/quiz-manifests';

export type AnalyzePhoto<Result> = (photo: Blob, onStep: (step: number) => void, chosenAt: FacePoint | null) => Promise<PhotoOutcome<Result>>;

/**
 * The analysis (which starts the engine) and the quiz's result code, fetched together when the visitor starts on
 * the form; `pick` names the quiz's analysis. Not part of the page's first load.
 */
export function fetchPhotoAnalysis<Result>(
  loadResult: () => Promise<unknown>,
  pick: (analysis: typeof AnalysisModule) => AnalyzePhoto<Result>,
): () => Promise<AnalyzePhoto<Result>> {
  return async () => {
    const [analysis] = await Promise.all([import('./analyze-on-device.client'), loadResult()]);
    analysis.preloadFaceEngine();
    return pick(analysis);
  };
}

export interface PhotoResultProps<Result> {
  name: string;
  gender: Gender;
  photoUrl: string;
  outcome: Extract<PhotoOutcome<Result>, { ok: true }>;
  onUploadAgain(): void;
  /** Analyses the face at this point of the photo (a group photo's other face) instead. */
  onChooseFace(point: FacePoint): void;
}

interface PhotoQuizPageProps<Result> {
  quizId: PhotoQuizId;
  emoji: string;
  title: string;
  subtitle: string;
  /** The page's own texts for the spec's "no photo" toast and the analysing screen's fifth line. */
  photoRequiredMessage: string;
  scoringStep: string;
  /**
   * Fetches the analysis (and starts the engine, and the result's code) when the visitor starts on the form: the
   * page is interactive first and stays within the first-load budget.
   */
  loadAnalysis(): Promise<AnalyzePhoto<Result>>;
  renderResult(props: PhotoResultProps<Result>): ReactNode;
}

type Screen<Result> =
  | { kind: 'form'; refusal?: PhotoFailure }
  | { kind: 'analyzing'; step: number }
  | ({ kind: 'result' } & Omit<PhotoResultProps<Result>, 'onUploadAgain' | 'onChooseFace'>);

const tapMark = 'face-analysis:tap';

const failureMessageKeys = {
  'no-face': 'photo.errorNoFace',
  'face-too-small': 'photo.errorFaceTooSmall',
  'head-turned': 'photo.errorHeadTurned',
  'head-lowered': 'photo.errorHeadLowered',
  'head-raised': 'photo.errorHeadRaised',
  'face-covered': 'photo.errorFaceCovered',
  'too-dark': 'photo.errorTooDark',
  'not-an-image': 'photo.errorNotImage',
  engine: 'photo.errorEngine',
} as const;

/** A photo quiz page (docs/spec/quizzes-and-photo.md §2, AI photo pages): upload, analysing on this device, result. */
export function PhotoQuizPage<Result>({ quizId, emoji, title, subtitle, photoRequiredMessage, scoringStep, loadAnalysis, renderResult }: PhotoQuizPageProps<Result>) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<Screen<Result>>({ kind: 'form' });
  // What the visitor entered outlives the form: a refused photo or "try another photo" keeps name, gender and photo.
  const [draft, setDraft] = useState<PhotoDraft>({ name: '', gender: 'female', photo: null });
  const warmUp = useCallback(() => void loadAnalysis().catch(() => undefined), [loadAnalysis]);

  const photoUrl = screen.kind === 'result' ? screen.photoUrl : null;
  useEffect(() => () => (photoUrl?.startsWith('blob:') ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  // After a reload (or a tab the phone dropped), the last result of this quiz in this tab instead of an empty
  // form, once hydrated (the server has no such result), until the visitor starts another try.
  const storedResult = useStoredValue('session', lastResultKey(quizId));
  const lastResult = useMemo(() => parseLastResult<Result>(storedResult), [storedResult]);
  const restored = screen.kind === 'form' && !screen.refusal && !draft.photo ? lastResult : null;
  const shown: Screen<Result> = restored ? { kind: 'result', ...restored } : screen;

  // From the tap to the result on screen, as a User Timing entry (npm run bench:photo reads it). A mark, not a
  // ref: the result's own buttons start an analysis too.
  useEffect(() => {
    if (!photoUrl || performance.getEntriesByName(tapMark, 'mark').length === 0) return;
    performance.measure('face-analysis:tap-to-result', tapMark);
    performance.clearMarks(tapMark);
  }, [photoUrl]);

  async function analyze(name: string, gender: Gender, photo: Blob, chosenAt: FacePoint | null = null) {
    performance.clearMarks(tapMark);
    performance.mark(tapMark);
    setScreen({ kind: 'analyzing', step: 1 });
    const outcome: PhotoOutcome<Result> = await loadAnalysis().then(
      (analyzePhoto) => analyzePhoto(photo, (step) => setScreen({ kind: 'analyzing', step }), chosenAt),
      () => ({ ok: false, reason: 'engine' }),
    );
    if (!outcome.ok) {
      // Said beside the photo until another is chosen, not in a toast gone after five seconds.
      setScreen({ kind: 'form', refusal: outcome.reason });
      return;
    }
    setScreen({ kind: 'result', name, gender, photoUrl: URL.createObjectURL(photo), outcome });
    void keepLastResult(quizId, { name, gender, outcome }, photo);
  }

  return (
    <>
      <main className="mx-auto max-w-xl space-y-5 px-4 pb-16 pt-8">
        <header className="space-y-2 text-center">
          <p className="text-5xl" aria-hidden="true">
            {emoji}
          </p>
          <h1 className="text-3xl font-extrabold leading-tight">{title}</h1>
          <p className="text-muted">{subtitle}</p>
        </header>
        {shown.kind === 'form' && (
          <PhotoUploadForm
            draft={draft}
            onDraftChange={(next) => {
              setDraft(next);
              // Another photo is another try: the refusal of the last one no longer applies.
              if (next.photo !== draft.photo) setScreen({ kind: 'form' });
            }}
            refusal={shown.refusal && { title: t('photo.analysisFailedTitle'), message: t(failureMessageKeys[shown.refusal]) }}
            analyzeLabel={t(`photo.analyzeButtons.${quizId}`)}
            photoRequiredMessage={photoRequiredMessage}
            onWarmUp={warmUp}
            onAnalyze={(name, gender, photo) => void analyze(name, gender, photo)}
          />
        )}
        {shown.kind === 'analyzing' && <AnalysisProgress step={shown.step} scoringStep={scoringStep} />}
        {shown.kind === 'result' && (
          <Suspense fallback={<AnalysisProgress step={6} scoringStep={scoringStep} />}>{renderResult({
              ...shown,
              onUploadAgain: () => {
                forgetLastResult(quizId);
                if (restored) setDraft((current) => ({ ...current, name: restored.name, gender: restored.gender }));
                setScreen({ kind: 'form' });
              },
              onChooseFace: (point) => {
                // The photo as chosen, or (after a reload) the copy kept with the result, in the same pixels.
                const photo = draft.photo ? Promise.resolve<Blob>(draft.photo) : fetch(shown.photoUrl).then((response) => response.blob());
                void photo.then((blob) => analyze(shown.name, shown.gender, blob, point));
              },
            })}</Suspense>
        )}
        <BackHomeLink />
      </main>
      {/* The result shown here was measured on this device (decision D8); the form and the analysing screen show none. */}
      <SiteFooter resultSource={shown.kind === 'result' ? 'photo' : undefined} />
    </>
  );
}
