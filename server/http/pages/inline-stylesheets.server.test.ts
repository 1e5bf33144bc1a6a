import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStylesheetInliner } from './inline-stylesheets.server';

function clientDirectoryWith(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(directory, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, 'assets', name), text);
  return directory;
}

describe('createStylesheetInliner', () => {
  it('fills the placeholder with the built stylesheet and leaves other markup alone', () => {
    const inline = createStylesheetInliner(clientDirectoryWith({ 'app-1.css': 'body{color:red}' }));
    const html = '<head><style data-inline-href="/assets/app-1.css"></style><style>p{}</style></head>';
    expect(inline(html)).toBe('<head><style data-inline-href="/assets/app-1.css">body{color:red}</style><style>p{}</style></head>');
  });

  it('refuses a stylesheet that would close the style element early', () => {
    const inline = createStylesheetInliner(clientDirectoryWith({ 'bad.css': 'a{}</style><script>x()</script>' }));
    expect(() => inline('<style data-inline-href="/assets/bad.css"></style>')).toThrow(/cannot be inlined/);
  });

  it('only reads names under /assets/ (no path climbing)', () => {
    const inline = createStylesheetInliner(clientDirectoryWith({}));
    const html = '<style data-inline-href="/assets/../../etc/passwd.css"></style>';
    expect(inline(html)).toBe(html);
  });
});
