import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { aiAnimalFaceManifest } from '../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import { describeAnimalFaceType } from '../features/photo-analysis/animal-face-content.server';
import { buildAnimalFaceShareKey, buildAnimalFaceTypePath, readAnimalFaceType } from '../features/photo-analysis/animal-face-type-path';
import { AnimalTypePage } from '../features/photo-analysis/animal-type-page';
import { buildShareImagePath } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { SiteFooter } from '../shell/site-footer';
import { ResultNotFound } from '../components/not-found-page';
import type { Route } from './+types/ai-animal-face-result';

/**
 * /ai-animal-face-result/{animal}/{gender}: what a shared animal face result opens. It shows the animal's profile
 * and its own share card, never the visitor's photo, which stayed on their device (issue 12).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const type = readAnimalFaceType(params.type, params.gender);
  if (!type) return data({ status: 'unknown' as const }, { status: 404 });
  return {
    status: 'found' as const,
    view: describeAnimalFaceType(language, type),
    shareUrl: `${context.publicOrigin}${localizePath(buildAnimalFaceTypePath(type), language)}`,
    shareImage: buildShareImagePath({ language, quiz: 'ai-animal-face', key: buildAnimalFaceShareKey(type) }),
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

export default function AiAnimalFaceResultRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.status !== 'found') {
    return <ResultNotFound heading={t('quiz.unknownResult')} actionPath={aiAnimalFaceManifest.path} actionLabel={t('photo.tryWithPhoto')} />;
  }
  return (
    <>
      <AnimalTypePage view={loaderData.view} shareUrl={loaderData.shareUrl} shareImage={loaderData.shareImage} />
      <SiteFooter withResultLines />
    </>
  );
}
