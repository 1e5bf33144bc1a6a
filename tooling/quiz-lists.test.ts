import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quizzesFolder, renderQuizLists } from './quiz-lists';

describe('the generated quiz lists', () => {
  const copies: string[] = [];
  afterEach(() => copies.splice(0).forEach((copy) => rmSync(copy, { recursive: true, force: true })));

  /** A copy of the project's domain/ to add or break a quiz folder in. */
  const copyDomain = () => {
    const root = mkdtempSync(join(tmpdir(), 'quiz-lists-'));
    copies.push(root);
    cpSync('domain', join(root, 'domain'), { recursive: true });
    return root;
  };

  it('are what the quiz folders give now (run `npm run typecheck` after adding a quiz)', async () => {
    const files = await renderQuizLists(process.cwd());
    expect(Object.keys(files)).toHaveLength(3);
    for (const [path, text] of Object.entries(files)) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('take up a new folder without any other file changing, in its catalogue place', async () => {
    const root = copyDomain();
    const folder = join(root, quizzesFolder, 'copy-of-animal');
    cpSync(join(root, quizzesFolder, 'animal'), folder, { recursive: true });
    const renameAnimal = (text: string) => text.replace(/\banimal(Manifest|Structure|QuizDefinition|QuizContent|Contents)\b/g, 'copyOfAnimal$1');
    const rename = (from: string, to: string, edit: (text: string) => string) => {
      const text = readFileSync(join(folder, from), 'utf8');
      rmSync(join(folder, from));
      writeFileSync(join(folder, to), edit(text));
    };
    rename('animal-manifest.ts', 'copy-of-animal-manifest.ts', (text) => renameAnimal(text).replace("id: 'animal'", "id: 'copy-of-animal'").replace('catalogueRank = 2;', 'catalogueRank = 20;'));
    rename('animal-structure.ts', 'copy-of-animal-structure.ts', renameAnimal);
    rename('score-animal.ts', 'score-copy-of-animal.ts', renameAnimal);
    rename('animal-quiz-content.ts', 'copy-of-animal-quiz-content.ts', renameAnimal);
    rename('content/index.ts', 'content/index.ts', renameAnimal);

    const files = await renderQuizLists(root);
    const manifests = files[join(quizzesFolder, 'quiz-manifest-list.generated.ts')]!;
    expect(manifests).toContain("import { copyOfAnimalManifest } from './copy-of-animal/copy-of-animal-manifest';");
    expect(manifests.trimEnd().split('\n').at(-2)).toBe('  copyOfAnimalManifest,');
    expect(files[join(quizzesFolder, 'choice-quiz-scoring-list.generated.ts')]).toContain("'copy-of-animal': { structure: copyOfAnimalStructure, definition: copyOfAnimalQuizDefinition },");
    const server = files[join(quizzesFolder, 'quiz-server-list.generated.ts')]!;
    for (const line of ["'copy-of-animal': copyOfAnimalContents,", "'copy-of-animal': copyOfAnimalQuizDefinition,", "'copy-of-animal': copyOfAnimalQuizContent,"]) expect(server).toContain(line);
  });

  it('refuse a quiz folder that misses a part its kind needs', async () => {
    const root = copyDomain();
    rmSync(join(root, quizzesFolder, 'spirit-animal', 'score-spirit-animal.ts'));
    await expect(renderQuizLists(root)).rejects.toThrow('quiz folder spirit-animal: score-spirit-animal.ts is missing');
  });
});
