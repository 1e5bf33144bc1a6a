/**
 * Writes the quiz lists from the folders of domain/quizzes (see quiz-lists.ts):
 *   npx tsx tooling/generate-quiz-lists.ts
 * `npm run typecheck`, `npm run build` and `npm run dev` run it first; a unit test fails when a list is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderQuizLists } from './quiz-lists';

const files = await renderQuizLists(process.cwd());
for (const [path, text] of Object.entries(files)) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}
