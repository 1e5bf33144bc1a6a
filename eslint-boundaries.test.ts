import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Proves the lint configuration enforces the dependency direction of docs/ARCHITECTURE.md. */
const eslint = new ESLint();

async function ruleViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

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

  it('allows the permitted directions', async () => {
    expect(await ruleViolations('server/example.server.ts', "import { languages } from '../domain/languages';\nexport const x = languages;\n")).toEqual([]);
    expect(await ruleViolations('app/example.ts', "import { boundedText } from '../shared/contracts/text-fields';\nexport const x = boundedText;\n")).toEqual([]);
  });
});
