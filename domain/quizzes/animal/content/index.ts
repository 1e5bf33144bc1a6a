import type { LanguageCode } from '../../../languages';
import type { ChoiceQuizContent } from '../../content-schema';
import { parseQuizContents } from '../../parse-quiz-contents';
import { animalContentSchema, type AnimalProfile } from '../animal-content-schema';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import ja from './ja.json';
import ko from './ko.json';
import th from './th.json';
import zh from './zh.json';

/** One file per language (docs/spec/product-rules.md D1); each is parsed with the quiz's schema as the module loads. */
export const animalContents: Record<LanguageCode, ChoiceQuizContent<AnimalProfile>> = parseQuizContents('animal', animalContentSchema, { ko, en, ja, zh, es, th, hi, fr, ar });
