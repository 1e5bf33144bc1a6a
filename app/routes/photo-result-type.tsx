import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { photoQuizManifests } from '../../domain/quizzes/quiz-manifests';
import { PhotoTypePage } from '../features/photo-analysis/photo-type-page';
import { describePhotoTypePage } from '../features/photo-analysis/photo-type-content.server';
import { buildShareImagePath } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { ResultNotFound } from '../components/not-found-page';
import type { Route } from './+types/photo-result-type';

/**
 * /ai-animal-face-result/{animal}/{gender}, /ai-face-reading-result/{type}/{gender} and
 * /ai-face-rating-result/{band}/{gender}: what a shared photo result opens. The type's profile and its own share
 * card, never the visitor's photo, which stayed on their device.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { language, cleanPath } = splitLanguageFromPath(new URL(request.url).pathname);
  const quiz = photoQuizManifests.find((manifest) => manifest.resultPath !== null && cleanPath.startsWith(`${manifest.resultPath}/`));
  const page = quiz && describePhotoTypePage(quiz.id, language, params.type, params.gender);
  if (!quiz || !page) return data({ status: 'unknown' as const, quizPath: quiz?.path ?? '/tests' }, { status: 404 });
  return {
    status: 'found' as const,
    view: page.view,
    shareUrl: `${context.publicOrigin}${localizePath(page.path, language)}`,
    shareImage: buildShareImagePath({ language, quiz: quiz.id, key: page.shareKey }),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!loaderData || loaderData.status !== 'found') {
    return [...buildLocalizedMeta(root, { title: root.messages.quiz.unknownResult, description: root.messages.catalogue.metaDescription }), { name: 'robots', content: 'noindex' }];
  }
  const { view, shareImage } = loaderData;
  return buildLocalizedMeta(root, { title: `${view.emoji} ${view.title} | ${view.quizName}`, description: view.description, image: shareImage });
};

export default function PhotoResultTypeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.status !== 'found') {
    return <ResultNotFound heading={t('quiz.unknownResult')} actionPath={loaderData.quizPath} actionLabel={t('photo.tryWithPhoto')} />;
  }
  return (
    <>
      <PhotoTypePage view={loaderData.view} shareUrl={loaderData.shareUrl} shareImage={loaderData.shareImage} />
      <SiteFooter resultSource="photo" />
    </>
  );
}
