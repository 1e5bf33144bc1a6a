import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageQueryParameters } from '../shared/contracts/page-query';

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const file = path.join(directory, entry);
    if (statSync(file).isDirectory()) return listSourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

// The page cache ignores every query parameter not in the list (decision 0030): a route reading another one
// would be served a page rendered without it.
describe('query parameters read by the web app', () => {
  it('are all in shared/contracts/page-query.ts', () => {
    const read = new Set<string>();
    for (const file of listSourceFiles('app')) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:searchParams|query)\.(?:get|getAll|has)\('([^']+)'\)/g)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(3);
    expect([...read].filter((name) => !(pageQueryParameters as readonly string[]).includes(name))).toEqual([]);
  });
});
