import type { LanguageCode } from '../../../languages';
import { parseQuizContents } from '../../parse-quiz-contents';
import { aiAnimalFaceContentSchema, type AiAnimalFaceContent } from '../ai-animal-face-content-schema';
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
export const aiAnimalFaceContents: Record<LanguageCode, AiAnimalFaceContent> = parseQuizContents('ai-animal-face', aiAnimalFaceContentSchema, { ko, en, ja, zh, es, th, hi, fr, ar });
