import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAnimalFaceContent } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-content-schema';
import { aiAnimalFaceManifest } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import type { AiFaceRatingContent } from '../../../domain/quizzes/ai-face-rating/ai-face-rating-content-schema';
import { aiFaceRatingManifest } from '../../../domain/quizzes/ai-face-rating/ai-face-rating-manifest';
import type { AiFaceReadingContent } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-content-schema';
import { aiFaceReadingManifest } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-manifest';
import type { PhotoQuizManifest } from '../../../domain/quizzes/quiz-manifest';
import type * as AnalysisModule from './analyze-on-device.client';
import { fetchPhotoAnalysis, PhotoQuizPage, type AnalyzePhoto, type PhotoResultProps } from './photo-quiz-page';

/**
 * What each built photo quiz page receives from its loader, besides the public origin: its card, its page texts
 * and the texts its result shows (`photo-quiz-content.server.ts` sends them).
 */
export interface PhotoQuizContents {
  'ai-animal-face': Pick<AiAnimalFaceContent, 'card' | 'page' | 'animals' | 'measurements'>;
  'ai-face-rating': Pick<AiFaceRatingContent, 'card' | 'page' | 'labels' | 'bands' | 'parts' | 'reasons'>;
  'ai-face-reading': Pick<AiFaceReadingContent, 'card' | 'page' | 'labels' | 'fortuneLabels' | 'fortunes' | 'types' | 'features'>;
}

/** The photo quizzes whose pages are built; `../../routes.ts` routes the others to "coming soon". */
export type PhotoQuizPageId = keyof PhotoQuizContents;

type PageContent<Id extends PhotoQuizPageId> = PhotoQuizContents[Id] & { publicOrigin: string };

interface PhotoQuizParts<Id extends PhotoQuizPageId, Result> {
  /** The result's code: fetched with the analysis once the visitor starts on the form, never on the first load. */
  loadResult(): Promise<ComponentType<PhotoResultProps<Result> & { content: PageContent<Id>; publicOrigin: string }>>;
  pickAnalysis(analysis: typeof AnalysisModule): AnalyzePhoto<Result>;
}

interface PhotoQuizPageEntry<Id extends PhotoQuizPageId> {
  /** The manifest's path, without language prefix. */
  path: string;
  QuizPage: ComponentType<{ content: PageContent<Id> }>;
}

/** One quiz's page: the shared photo page with the quiz's emoji, texts, analysis and lazily loaded result. */
function definePhotoQuizPage<Id extends PhotoQuizPageId, Result>(manifest: PhotoQuizManifest<Id>, { loadResult, pickAnalysis }: PhotoQuizParts<Id, Result>): PhotoQuizPageEntry<Id> {
  const QuizResult = lazy(() => loadResult().then((component) => ({ default: component })));
  const loadAnalysis = fetchPhotoAnalysis(loadResult, pickAnalysis);
  function QuizPage({ content }: { content: PageContent<Id> }) {
    const { t } = useTranslation();
    // The animal look-alike's page texts have no "no photo" toast or fifth analysing line of their own: the site's shared ones stand in.
    const page: { introSubtitle: string; photoRequiredMessage?: string; scoringStep?: string } = content.page;
    return (
      <PhotoQuizPage
        quizId={manifest.id}
        emoji={manifest.emoji}
        title={content.card.name}
        subtitle={page.introSubtitle}
        photoRequiredMessage={page.photoRequiredMessage ?? t('photo.photoRequiredMessage')}
        scoringStep={page.scoringStep ?? t('photo.step5')}
        loadAnalysis={loadAnalysis}
        renderResult={(props) => <QuizResult {...props} content={content} publicOrigin={content.publicOrigin} />}
      />
    );
  }
  return { path: manifest.path, QuizPage };
}

const photoQuizPages: { [Id in PhotoQuizPageId]: PhotoQuizPageEntry<Id> } = {
  'ai-animal-face': definePhotoQuizPage(aiAnimalFaceManifest, {
    loadResult: () => import('./animal-face-result').then((module) => module.AnimalFaceResult),
    pickAnalysis: (analysis) => analysis.analyzeAnimalFaceOnDevice,
  }),
  // The kind score and its reasons (decision 0027).
  'ai-face-rating': definePhotoQuizPage(aiFaceRatingManifest, {
    loadResult: () => import('./face-rating-result').then((module) => module.FaceRatingResult),
    pickAnalysis: (analysis) => analysis.rateFaceOnDevice,
  }),
  // The reading and its reasons (decision 0028).
  'ai-face-reading': definePhotoQuizPage(aiFaceReadingManifest, {
    loadResult: () => import('./face-reading-result').then((module) => module.FaceReadingResult),
    pickAnalysis: (analysis) => analysis.readFortuneOnDevice,
  }),
};

// The manifests' own list is not used here: every page's first load would then carry its photo quiz filter.
const photoQuizPageIds = Object.keys(photoQuizPages) as PhotoQuizPageId[];

/**
 * The built photo quiz a page's path is of, by its last segment (/ai-animal-face, /en/ai-animal-face/): whatever
 * language prefix comes before, the language route judges it. Undefined for any other path.
 */
export function findPhotoQuizPageByPath(pathname: string): PhotoQuizPageId | undefined {
  const segment = `/${pathname.split('/').filter(Boolean).at(-1) ?? ''}`;
  return photoQuizPageIds.find((id) => photoQuizPages[id].path === segment);
}

/** A photo quiz's page with the texts its loader sent; each quiz its own component, so changing quiz starts afresh. */
export function PhotoQuizPageOf<Id extends PhotoQuizPageId>({ quizId, content }: { quizId: Id; content: PageContent<Id> }) {
  const { QuizPage }: PhotoQuizPageEntry<Id> = photoQuizPages[quizId];
  return <QuizPage content={content} />;
}
