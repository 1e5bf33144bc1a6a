import { redirect } from 'react-router';
import { localizePath, splitLanguageFromPath } from '../../domain/languages';
import { loadEgenTetoQuestions } from '../features/egen-teto/egen-teto-content.server';
import { QuestionFlow } from '../features/egen-teto/question-flow';
import { buildLocalizedMeta } from '../i18n/page-meta';
import type { Route } from './+types/egen-teto-questions';

/** /test/{gender}: an invalid gender goes home (docs/spec/core.md §4, step 5). */
export function loader({ params, request }: Route.LoaderArgs) {
  const { language } = splitLanguageFromPath(new URL(request.url).pathname);
  const gender: 'male' | 'female' | null = params.gender === 'male' ? 'male' : params.gender === 'female' ? 'female' : null;
  if (!gender) throw redirect(localizePath('/', language));
  return { gender, questions: loadEgenTetoQuestions(language) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const { egenTeto } = root.messages;
  return buildLocalizedMeta(root, { title: egenTeto.metaTitle, description: egenTeto.metaDescription, keywords: egenTeto.keywords });
};

export default function EgenTetoQuestionsRoute({ loaderData }: Route.ComponentProps) {
  return <QuestionFlow gender={loaderData.gender} questions={loaderData.questions} />;
}
