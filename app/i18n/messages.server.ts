import { languageCodes, type LanguageCode } from '../../domain/languages';
import { listQuizCards } from '../../domain/quizzes/choice-quiz-contents';
import { keepWordsTogetherInContent } from '../../domain/text/keep-words-together';
import ar from './messages/ar.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import hi from './messages/hi.json';
import ja from './messages/ja.json';
import ko from './messages/ko.json';
import th from './messages/th.json';
import zh from './messages/zh.json';

/** The interface texts of one language, with every quiz's catalogue card (`tests.{id}`) from its own folder. */
export type Messages = typeof ko & { tests: ReturnType<typeof listQuizCards> };

const sources: Record<LanguageCode, typeof ko> = { ko, en, ja, zh, es, th, hi, fr, ar };
const catalogs = Object.fromEntries(
  languageCodes.map((language) => [language, keepWordsTogetherInContent({ ...sources[language], tests: listQuizCards(language) }, language)]),
) as Record<LanguageCode, Messages>;

/** Server only: the page receives just its own language's catalog through the root loader. */
export function loadMessages(language: LanguageCode): Messages {
  return catalogs[language];
}
