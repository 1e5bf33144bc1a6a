/**
 * Checks egen/teto content files against the schema and the script rule (decisions.md D1):
 *   npx tsx tooling/check-egen-teto-content.ts ko en ja
 * The same checks run in the content test; this reports every problem at once while content is being written.
 */
import { readFileSync } from 'node:fs';
import { isLanguageCode } from '../domain/languages';
import { egenTetoContentSchema } from '../domain/quizzes/egen-teto/egen-teto-content-schema';
import { collectTexts, isWrittenInScriptOf } from '../domain/text-scripts';

let problems = 0;
for (const language of process.argv.slice(2)) {
  if (!isLanguageCode(language)) throw new Error(`unknown language ${language}`);
  const content: unknown = JSON.parse(readFileSync(`domain/quizzes/egen-teto/content/${language}.json`, 'utf8'));
  const result = egenTetoContentSchema.safeParse(content);
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
