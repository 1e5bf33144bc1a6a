/**
 * Checks egen/teto content files against the schema and the script rule (decisions.md D1):
 *   npx tsx tooling/check-egen-teto-content.ts ko en ja
 * The same checks run in the content test; this reports every problem at once while content is being written.
 */
import { readFileSync } from 'node:fs';
import { isLanguageCode } from '../domain/languages';
import { egenTetoContentSchema } from '../domain/quizzes/egen-teto/egen-teto-content-schema';
import { isWrittenInScriptOf } from '../domain/text-scripts';

function collectTexts(value: unknown, path: string, into: [string, string][]): [string, string][] {
  if (typeof value === 'string') into.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => collectTexts(item, `${path}[${index}]`, into));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectTexts(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

let problems = 0;
for (const language of process.argv.slice(2)) {
  if (!isLanguageCode(language)) throw new Error(`unknown language ${language}`);
  const content: unknown = JSON.parse(readFileSync(`domain/quizzes/egen-teto/content/${language}.json`, 'utf8'));
  const result = egenTetoContentSchema.safeParse(content);
  for (const issue of result.success ? [] : result.error.issues) {
    problems += 1;
    console.log(`${language} schema ${issue.path.join('.')}: ${issue.message}`);
  }
  for (const [path, text] of collectTexts(content, '', [])) {
    if (!isWrittenInScriptOf(text, language)) {
      problems += 1;
      console.log(`${language} script ${path}: ${text}`);
    }
  }
  console.log(`${language}: checked`);
}
console.log(problems === 0 ? 'no problems' : `${problems} problems`);
process.exitCode = problems === 0 ? 0 : 1;
