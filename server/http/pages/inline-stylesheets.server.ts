import { readFileSync } from 'node:fs';
import path from 'node:path';

const placeholder = /<style data-inline-href="(\/assets\/[\w.-]+\.css)"><\/style>/g;

/**
 * Fills the empty `<style data-inline-href="/assets/x.css">` the root layout renders with that built file's
 * text, so a page's first paint needs no stylesheet request. Files are read once and kept (hashed names never
 * change content).
 */
export function createStylesheetInliner(clientDirectory: string): (html: string) => string {
  const stylesheets = new Map<string, string>();
  function readStylesheet(href: string): string {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(clientDirectory, href), 'utf8');
      // The text goes inside a <style> element: a closing tag in it would end the element early.
      if (/<\/style/i.test(css)) throw new Error(`${href} contains </style and cannot be inlined`);
      stylesheets.set(href, css);
    }
    return css;
  }
  return (html) => html.replace(placeholder, (_match, href: string) => `<style data-inline-href="${href}">${readStylesheet(href)}</style>`);
}
