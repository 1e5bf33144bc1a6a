/**
 * Checks a quiz's content files against its schema and the script rule (docs/spec/product-rules.md D1):
 *   npx tsx tooling/check-quiz-content.ts animal ko en ja
 *   npx tsx tooling/check-quiz-content.ts animal --outline   (question and option ids with their result keys)
 * The same checks run in the content tests, with the depth rules of decision 0033 (size against the Korean,
 * masculine forms in the text for a woman, a partner's gender); this reports every problem at once while content is
 * being written.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { isLanguageCode } from '../domain/languages';
import { choiceQuizContents } from '../domain/quizzes/choice-quiz-contents';
import { isDataPath, quizContentBaseSchema } from '../domain/quizzes/content-schema';
import { checkDepth } from '../domain/quizzes/testing/content-depth';
import { choiceQuizScorings } from '../domain/quizzes/choice-quiz-scorings';
import type { ChoiceQuizStructure } from '../domain/quizzes/choice-quiz';
import { aiAnimalFaceContentSchema } from '../domain/quizzes/ai-animal-face/ai-animal-face-content-schema';
import { aiFaceRatingContentSchema } from '../domain/quizzes/ai-face-rating/ai-face-rating-content-schema';
import { aiFaceReadingContentSchema } from '../domain/quizzes/ai-face-reading/ai-face-reading-content-schema';
import { egenTetoContentSchema } from '../domain/quizzes/egen-teto/egen-teto-content-schema';
import { choiceQuizIds, photoQuizManifests } from '../domain/quizzes/quiz-manifests';
import { collectTexts, isWrittenInScriptOf } from '../domain/text-scripts';

const quizzes: Record<string, { schema: z.ZodType; structure?: ChoiceQuizStructure<string> }> = {
  'egen-teto': { schema: egenTetoContentSchema },
  // Photo quizzes without content of their own yet have only the catalogue card; the three built ones, their schema.
  ...Object.fromEntries(photoQuizManifests.map((manifest) => [manifest.id, { schema: quizContentBaseSchema }])),
  'ai-animal-face': { schema: aiAnimalFaceContentSchema },
  'ai-face-rating': { schema: aiFaceRatingContentSchema },
  'ai-face-reading': { schema: aiFaceReadingContentSchema },
  ...Object.fromEntries(choiceQuizIds.map((id) => [id, { schema: choiceQuizContents[id].schema, structure: choiceQuizScorings[id].structure }])),
};

const [quizName = '', ...rest] = process.argv.slice(2);
const quiz = quizzes[quizName];
if (!quiz) throw new Error(`unknown quiz "${quizName}"; one of ${Object.keys(quizzes).join(', ')}`);

if (rest[0] === '--outline') {
  for (const question of quiz.structure?.questions ?? []) {
    console.log(`${question.id} ${question.emoji}: ${question.options.map((option) => `${option.id}=${option.key}(${option.weightTenths / 10})`).join(' ')}`);
  }
} else {
  let problems = 0;
  for (const language of rest) {
    if (!isLanguageCode(language)) throw new Error(`unknown language ${language}`);
    const content: unknown = JSON.parse(readFileSync(`domain/quizzes/${quizName}/content/${language}.json`, 'utf8'));
    const result = quiz.schema.safeParse(content);
    for (const issue of result.success ? [] : result.error.issues) {
      problems += 1;
      console.log(`${language} schema ${issue.path.join('.')}: ${issue.message}`);
    }
    for (const [path, text] of collectTexts(content)) {
      if (!isDataPath(path) && !isWrittenInScriptOf(text, language)) {
        problems += 1;
        console.log(`${language} script ${path}: ${text}`);
      }
    }
    for (const problem of result.success ? checkDepth(quizName, language, content as Parameters<typeof checkDepth>[2]) : []) {
      problems += 1;
      console.log(`${language} ${problem}`);
    }
    console.log(`${language}: checked`);
  }
  console.log(problems === 0 ? 'no problems' : `${problems} problems`);
  process.exitCode = problems === 0 ? 0 : 1;
}
