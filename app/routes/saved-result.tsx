import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { formatPercentage } from '../../domain/text/format-number';
import { describeResultForPage } from '../features/egen-teto/egen-teto-content.server';
import { storageKeys } from '../features/egen-teto/egen-teto-storage';
import { writeStored } from '../shell/browser-storage';
import { EgenTetoResult } from '../features/egen-teto/egen-teto-result';
import { buildShareImagePath, egenTetoShareQuiz } from '../features/share/share-image-path';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { findChoiceQuizByTestType } from '../../domain/quizzes/quiz-manifests';
import { ResultNotFound } from '../components/not-found-page';
import type { Route } from './+types/egen-teto-result';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const session = await context.findPublicSession(params.sessionId);
  if (!session) return data({ found: false as const }, { status: 404 });
  // A saved result of another quiz lives on that quiz's result route (spec-core section 2).
  const otherResultPath = findChoiceQuizByTestType(session.testTypeId)?.resultPath;
  if (otherResultPath) {
    const query = new URLSearchParams({ name: session.name, gender: session.gender, sessionId: session.id });
    throw redirect(`${localizePath(`${otherResultPath}/${encodeURIComponent(session.resultType)}`, language)}?${query}`);
  }
  const view = describeResultForPage(session, language);
  const shareUrl = `${context.publicOrigin}${localizePath(`/result/${session.id}`, language)}`;
  const shareImage = buildShareImagePath({ language, quiz: egenTetoShareQuiz, key: session.id });
  const shareStoryImage = buildShareImagePath({ language, quiz: egenTetoShareQuiz, key: session.id, format: 'story' });
  const resultShare = await context.findResultShare(session.testTypeId, session.resultType, language);
  return { found: true as const, sessionId: session.id, name: session.name, personalComment: session.personalComment, view, shareUrl, shareImage, shareStoryImage, resultShare };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { result, egenTeto } = root.messages;
  if (!loaderData?.found) {
    return [
      ...buildLocalizedMeta(root, { title: result.notFound, description: egenTeto.metaDescription, keywords: egenTeto.keywords }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { view, name } = loaderData;
  return buildLocalizedMeta(root, {
    keywords: egenTeto.keywords,
    title: interpolate(result.metaTitle, { name, title: view.title }),
    description: interpolate(result.metaDescription, { egen: formatPercentage(view.egenPercentage, root.language), teto: formatPercentage(view.tetoPercentage, root.language) }),
    image: loaderData.shareImage,
  });
};

export default function EgenTetoResultRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();

  useEffect(() => {
    // spec-core section 4: viewing the result clears the justCompleted flag.
    writeStored('session', storageKeys.justCompleted, null);
  }, []);

  if (!loaderData.found) {
    return <ResultNotFound heading={t('result.notFound')} actionPath="/personality" actionLabel={t('result.notFoundAction')} />;
  }
  return (
    <>
      <EgenTetoResult
        sessionId={loaderData.sessionId}
        name={loaderData.name}
        personalComment={loaderData.personalComment}
        view={loaderData.view}
        shareUrl={loaderData.shareUrl}
        shareImage={loaderData.shareImage}
        shareStoryImage={loaderData.shareStoryImage}
        resultShare={loaderData.resultShare}
      />
      <SiteFooter withResultLines />
    </>
  );
}
