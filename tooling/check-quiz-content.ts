/**
 * Checks a quiz's content files against its schema and the script rule (decisions.md D1):
 *   npx tsx tooling/check-quiz-content.ts animal ko en ja
 *   npx tsx tooling/check-quiz-content.ts animal --outline   (question and option ids with their result keys)
 * The same checks run in the content tests; this reports every problem at once while content is being written.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { isLanguageCode } from '../domain/languages';
import { animalContentSchema } from '../domain/quizzes/animal/animal-content-schema';
import { animalStructure } from '../domain/quizzes/animal/animal-structure';
import { bestFriendContentSchema } from '../domain/quizzes/best-friend/best-friend-content-schema';
import { bestFriendStructure } from '../domain/quizzes/best-friend/best-friend-structure';
import type { ChoiceQuizStructure } from '../domain/quizzes/choice-quiz';
import { egenTetoContentSchema } from '../domain/quizzes/egen-teto/egen-teto-content-schema';
import { mbtiLoveContentSchema } from '../domain/quizzes/mbti-love/mbti-love-content-schema';
import { mbtiLoveStructure } from '../domain/quizzes/mbti-love/mbti-love-structure';
import { spiritAnimalContentSchema } from '../domain/quizzes/spirit-animal/spirit-animal-content-schema';
import { spiritAnimalStructure } from '../domain/quizzes/spirit-animal/spirit-animal-structure';
import { thinkingFeelingContentSchema } from '../domain/quizzes/thinking-feeling/thinking-feeling-content-schema';
import { thinkingFeelingStructure } from '../domain/quizzes/thinking-feeling/thinking-feeling-structure';
import { collectTexts, isWrittenInScriptOf } from '../domain/text-scripts';

const quizzes: Record<string, { schema: z.ZodType; structure?: ChoiceQuizStructure<string> }> = {
  'egen-teto': { schema: egenTetoContentSchema },
  animal: { schema: animalContentSchema, structure: animalStructure },
  'mbti-love': { schema: mbtiLoveContentSchema, structure: mbtiLoveStructure },
  'thinking-feeling': { schema: thinkingFeelingContentSchema, structure: thinkingFeelingStructure },
  'best-friend': { schema: bestFriendContentSchema, structure: bestFriendStructure },
  'spirit-animal': { schema: spiritAnimalContentSchema, structure: spiritAnimalStructure },
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
      if (!isWrittenInScriptOf(text, language)) {
        problems += 1;
        console.log(`${language} script ${path}: ${text}`);
      }
    }
    console.log(`${language}: checked`);
  }
  console.log(problems === 0 ? 'no problems' : `${problems} problems`);
  process.exitCode = problems === 0 ? 0 : 1;
}
