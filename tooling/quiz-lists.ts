/**
 * The lists of quizzes, written from the folders of domain/quizzes (docs/decisions/0024): adding a quiz is
 * adding its folder. Each folder `{folder}` follows one naming rule, checked here:
 * - `{folder}-manifest.ts` exports `{camel}Manifest` and its `catalogueRank` (every quiz);
 * - `content/index.ts` exports `{camel}Contents`, nine languages each with its catalogue `card` (every quiz);
 * - `score-{folder}.ts` exports `{camel}QuizDefinition` (every quiz that saves results);
 * - `{folder}-structure.ts` exports `{camel}Structure` and `{folder}-quiz-content.ts` exports `{camel}QuizContent`
 *   (every choice quiz).
 * Three files come out, split by where they run, so that no page carries what it does not use.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const quizzesFolder = 'domain/quizzes';

interface QuizFolder {
  folder: string;
  camel: string;
  id: string;
  kind: string;
  savesResults: boolean;
  catalogueRank: number;
}

const camelCase = (folder: string) => folder.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function requireExport(root: string, folder: string, file: string, name: string): void {
  const path = join(root, quizzesFolder, folder, file);
  if (!existsSync(path)) throw new Error(`quiz folder ${folder}: ${file} is missing`);
  if (!new RegExp(`export const ${name}\\b`).test(readFileSync(path, 'utf8'))) throw new Error(`quiz folder ${folder}: ${file} must export ${name}`);
}

async function readQuizFolders(root: string): Promise<QuizFolder[]> {
  const folders = readdirSync(join(root, quizzesFolder))
    .filter((name) => name !== 'testing' && statSync(join(root, quizzesFolder, name)).isDirectory())
    .sort();
  const quizzes: QuizFolder[] = [];
  for (const folder of folders) {
    const camel = camelCase(folder);
    requireExport(root, folder, `${folder}-manifest.ts`, `${camel}Manifest`);
    const module = (await import(pathToFileURL(join(root, quizzesFolder, folder, `${folder}-manifest.ts`)).href)) as Record<string, unknown>;
    const manifest = module[`${camel}Manifest`] as { id: string; kind: string; testTypeId: number | null };
    if (typeof module.catalogueRank !== 'number') throw new Error(`quiz folder ${folder}: ${folder}-manifest.ts must export catalogueRank`);
    const quiz = { folder, camel, id: manifest.id, kind: manifest.kind, savesResults: manifest.testTypeId !== null, catalogueRank: module.catalogueRank };
    requireExport(root, folder, 'content/index.ts', `${camel}Contents`);
    if (quiz.savesResults) requireExport(root, folder, `score-${folder}.ts`, `${camel}QuizDefinition`);
    if (quiz.kind === 'choice') {
      requireExport(root, folder, `${folder}-structure.ts`, `${camel}Structure`);
      requireExport(root, folder, `${folder}-quiz-content.ts`, `${camel}QuizContent`);
    }
    quizzes.push(quiz);
  }
  return quizzes.sort((first, second) => first.catalogueRank - second.catalogueRank);
}

const header = (purpose: string) =>
  `// Written by tooling/generate-quiz-lists.ts from the folders of domain/quizzes; do not edit (npm run typecheck rewrites it).\n// ${purpose}\n`;

const importLine = (names: string[], folder: string, file: string) => `import { ${names.join(', ')} } from './${folder}/${file}';`;

const property = (id: string) => (/^[a-z][a-zA-Z]*$/.test(id) ? id : `'${id}'`);

function renderManifestList(quizzes: QuizFolder[]): string {
  const imports = quizzes.map((quiz) => importLine([`${quiz.camel}Manifest`], quiz.folder, `${quiz.folder}-manifest`));
  const items = quizzes.map((quiz) => `  ${quiz.camel}Manifest,`);
  return `${header('Every page loads this list: manifests only, in catalogue order.')}${[...imports].sort().join('\n')}\n\nexport const generatedQuizManifests = [\n${items.join('\n')}\n] as const;\n`;
}

function renderChoiceScoringList(quizzes: QuizFolder[]): string {
  const choice = quizzes.filter((quiz) => quiz.kind === 'choice');
  const imports = choice.flatMap((quiz) => [
    importLine([`${quiz.camel}Structure`], quiz.folder, `${quiz.folder}-structure`),
    importLine([`${quiz.camel}QuizDefinition`], quiz.folder, `score-${quiz.folder}`),
  ]);
  const items = choice.map((quiz) => `  ${property(quiz.id)}: { structure: ${quiz.camel}Structure, definition: ${quiz.camel}QuizDefinition },`);
  return `${header('The choice quiz pages load this list to score in the browser.')}${imports.sort().join('\n')}\n\nexport const generatedChoiceQuizScorings = {\n${items.join('\n')}\n};\n`;
}

function renderServerList(quizzes: QuizFolder[]): string {
  const saved = quizzes.filter((quiz) => quiz.savesResults);
  const choice = quizzes.filter((quiz) => quiz.kind === 'choice');
  const imports = [
    ...quizzes.map((quiz) => importLine([`${quiz.camel}Contents`], quiz.folder, 'content/index')),
    ...saved.map((quiz) => importLine([`${quiz.camel}QuizDefinition`], quiz.folder, `score-${quiz.folder}`)),
    ...choice.map((quiz) => importLine([`${quiz.camel}QuizContent`], quiz.folder, `${quiz.folder}-quiz-content`)),
  ];
  const list = (name: string, entries: string[]) => `export const ${name} = {\n${entries.join('\n')}\n};\n`;
  return [
    `${header('The server loads this list: texts of every quiz, the answer checks and the result pages.')}${imports.sort().join('\n')}\n`,
    list('generatedQuizContents', quizzes.map((quiz) => `  ${property(quiz.id)}: ${quiz.camel}Contents,`)),
    list('generatedQuizDefinitions', saved.map((quiz) => `  ${property(quiz.id)}: ${quiz.camel}QuizDefinition,`)),
    list('generatedChoiceQuizContents', choice.map((quiz) => `  ${property(quiz.id)}: ${quiz.camel}QuizContent,`)),
  ].join('\n');
}

/** The three files, by path from the project root, as they should read for the folders there are now. */
export async function renderQuizLists(root: string): Promise<Record<string, string>> {
  const quizzes = await readQuizFolders(root);
  const ranks = quizzes.map((quiz) => quiz.catalogueRank);
  if (new Set(ranks).size !== ranks.length) throw new Error(`two quizzes share a catalogueRank: ${ranks.join(', ')}`);
  return {
    [join(quizzesFolder, 'quiz-manifest-list.generated.ts')]: renderManifestList(quizzes),
    [join(quizzesFolder, 'choice-quiz-scoring-list.generated.ts')]: renderChoiceScoringList(quizzes),
    [join(quizzesFolder, 'quiz-server-list.generated.ts')]: renderServerList(quizzes),
  };
}
