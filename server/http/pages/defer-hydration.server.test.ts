import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.server';

// The shape React Router 7 writes (abridged): preload links in the head, one inline module script at the end.
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-D.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  '<style>body{}</style></head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/catalogue-C.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/catalogue":route1};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join('\n');

describe('deferHydration', () => {
  const html = deferHydration(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it('starts no module download while the HTML is parsed', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it('waits for the first painted frame, then preloads the same modules and binds the same names', () => {
    expect(script.indexOf('first-contentful-paint')).toBeLessThan(script.indexOf("link.rel = 'modulepreload'"));
    expect(script).toContain('["/assets/entry.client-A.js","/assets/chunk-D.js","/assets/root-B.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/catalogue-C.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/catalogue":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it('evaluates the shared modules one task at a time, and the entry, which starts hydration, last', () => {
    const sequential = 'for (const href of ["/assets/chunk-D.js","/assets/root-B.js"]) { await import(href); await nextTask(); }';
    expect(script).toContain(sequential);
    expect(script.indexOf(sequential)).toBeLessThan(script.indexOf('await Promise.all('));
    expect(script).toContain('scheduler.yield');
  });

  it('keeps the page and the other scripts as they were', () => {
    expect(html).toContain('<main>Hello</main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('leaves a page of another shape unchanged', () => {
    const other = '<html><head></head><body><script type="module" async="">import("/x.js");</script></body></html>';
    expect(deferHydration(other)).toBe(other);
    // Without the final import of the entry module, nothing says which module must run last.
    const noEntry = page.replace('import("/assets/entry.client-A.js");', '');
    expect(deferHydration(noEntry)).toBe(noEntry);
    expect(deferHydration('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  it('does the same when React Router writes the render marker on the links and the script, and keeps it', () => {
    const marked = page.replaceAll('"/>', '" nonce="m4rk"/>').replace('<script type="module" async="">', '<script nonce="m4rk" type="module" async="">');
    const deferred = deferHydration(marked);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<script nonce="m4rk" type="module" async="">');
    expect(deferred).toContain('const [route0, route1] = await Promise.all(');
  });
});
