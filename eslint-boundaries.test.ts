import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proves the lint configuration enforces the dependency direction of docs/ARCHITECTURE.md. The example files do
 * not exist, so the type-aware rules (which need a file of the TypeScript project) are off for them; they have
 * their own test on a file that does exist.
 */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const typeAwareEslint = new ESLint();

async function ruleViolations(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('promises in server and app code', () => {
  it('refuses one nobody awaits or handles, and one handed where nothing reads what it returns', async () => {
    const code = 'export async function readOne(): Promise<number> {\n  return 1;\n}\nexport function run(): void {\n  readOne();\n  [1].forEach(async () => readOne());\n}\n';
    // An existing file of the project, its text replaced: type information needs a file TypeScript knows.
    const violations = await ruleViolations('server/lru-map.server.ts', code, typeAwareEslint);
    expect(violations).toContain('@typescript-eslint/no-floating-promises');
    expect(violations).toContain('@typescript-eslint/no-misused-promises');
    expect(await ruleViolations('server/lru-map.server.ts', code.replace('  readOne();', '  void readOne();').replace('async () => readOne()', '() => void readOne()'), typeAwareEslint)).toEqual([]);
  });
});

describe('dependency direction', () => {
  it.each([
    ['domain/example.ts', "import { buildApp } from '../server/app.server';\nexport const x = buildApp;\n"],
    ['domain/example.ts', "import { z } from '../shared/contracts/text-fields';\nexport const x = z;\n"],
    ['shared/contracts/example.ts', "import { buildApp } from '../../server/app.server';\nexport const x = buildApp;\n"],
    ['app/example.ts', "import { buildApp } from '../server/app.server';\nexport const x = buildApp;\n"],
    ['server/example.server.ts', "import { createI18n } from '../app/i18n/create-i18n';\nexport const x = createI18n;\n"],
  ])('%s may not import across the boundary', async (filePath, code) => {
    expect(await ruleViolations(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('keeps I/O and frameworks out of domain/', async () => {
    expect(await ruleViolations('domain/example.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toContain('no-restricted-imports');
    expect(await ruleViolations('domain/example.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain('no-restricted-imports');
  });

  it('keeps the web app layered: routes compose features, leaf features import no quiz feature', async () => {
    expect(await ruleViolations('app/components/example.tsx', "import { ShareButton } from '../features/share/share-button';\nexport const x = ShareButton;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleViolations('app/features/share/example.ts', "import { describeChoiceResult } from '../choice-quiz/choice-quiz-content.server';\nexport const x = describeChoiceResult;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleViolations('app/features/egen-teto/example.ts', "import { choiceQuizzes } from '../choice-quiz/choice-quizzes';\nexport const x = choiceQuizzes;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleViolations('app/features/choice-quiz/example.tsx', "import { ShareButton } from '../share/share-button';\nexport const x = ShareButton;\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // recent-results imports compact-comments; compact-comments importing it back closes a cycle.
    const code = "import { RecentResults } from '../recent-results/recent-results';\nexport const x = RecentResults;\n";
    expect(await ruleViolations('app/features/comments/compact-comments.tsx', code)).toContain('import-x/no-cycle');
  });

  it('allows the permitted directions', async () => {
    expect(await ruleViolations('server/example.server.ts', "import { languages } from '../domain/languages';\nexport const x = languages;\n")).toEqual([]);
    expect(await ruleViolations('app/example.ts', "import { boundedText } from '../shared/contracts/text-fields';\nexport const x = boundedText;\n")).toEqual([]);
  });
});
