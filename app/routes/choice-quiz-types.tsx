import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { splitLanguageFromPath } from '../../domain/languages';
import { listChoiceQuizTypes } from '../features/choice-quiz/choice-quiz-content.server';
import { choiceQuizzes, findChoiceQuizByPath } from '../features/choice-quiz/choice-quizzes';
import { buildLocalizedMeta } from '../i18n/page-meta';
import { interpolate } from '../i18n/interpolate';
import { SiteFooter } from '../shell/site-footer';
import { usePageLanguage } from '../shell/use-page-language';
import type { Route } from './+types/choice-quiz-types';

/** /mbti-love-types and the four others: every result of a quiz, each linking to its page (decision 0032). */
export function loader({ request }: Route.LoaderArgs) {
  const { language, cleanPath } = splitLanguageFromPath(new URL(request.url).pathname);
  const quiz = findChoiceQuizByPath(cleanPath);
  if (!quiz) throw data('Not Found', { status: 404 });
  return { quizId: quiz.id, types: listChoiceQuizTypes(quiz.id, language) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=300' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const { messages } = root;
  const quiz = messages.tests[loaderData.quizId];
  const values = { quiz: quiz.name, count: String(loaderData.types.length) };
  return buildLocalizedMeta(root, {
    title: interpolate(messages.quiz.allTypesTitle, values),
    description: interpolate(messages.quiz.allTypesDescription, values),
  });
};

export default function ChoiceQuizTypesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  const quiz = choiceQuizzes[loaderData.quizId];
  const quizName = t(`tests.${quiz.id}.name`);
  return (
    <>
      <main className="mx-auto max-w-xl space-y-6 px-4 pt-6">
        <header className="space-y-2 text-center">
          <h1 className="text-2xl font-extrabold leading-tight">{t('quiz.allTypesTitle', { quiz: quizName, count: loaderData.types.length })}</h1>
          <p className="text-muted">{t('quiz.allTypesDescription', { quiz: quizName, count: loaderData.types.length })}</p>
        </header>
        <ul className="space-y-3">
          {loaderData.types.map((type) => (
            <li key={type.type}>
              <Link to={localize(`${quiz.resultPath}/${encodeURIComponent(type.type)}`)} className="card flex items-start gap-3 hover:border-brand-300" data-type={type.type}>
                <span className="text-4xl" aria-hidden="true">
                  {type.emoji}
                </span>
                <span className="min-w-0 space-y-1">
                  {type.badge && <span className="block text-xs font-bold text-brand-700 dark:text-brand-400">{type.badge}</span>}
                  <span className="block font-bold">{type.title}</span>
                  <span className="line-clamp-2 text-sm text-muted">{type.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={localize(quiz.testPath)} className="button-primary w-full">
          {t('quiz.takeThisTest')}
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
