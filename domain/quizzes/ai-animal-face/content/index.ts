import type { LanguageCode } from '../../../languages';
import type { AiAnimalFaceContent } from '../ai-animal-face-content-schema';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import ja from './ja.json';
import ko from './ko.json';
import th from './th.json';
import zh from './zh.json';

/** One file per language (docs/spec/product-rules.md D1); the content test proves they share one structure. */
export const aiAnimalFaceContents = { ko, en, ja, zh, es, th, hi, fr, ar } as unknown as Record<LanguageCode, AiAnimalFaceContent>;
