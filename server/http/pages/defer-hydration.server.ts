// React Router writes the render's script marker (security-headers.server.ts) on these too.
const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const hydrationScript = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;

/**
 * Runs before React Router's hydration code. It waits until the browser reports the first contentful paint
 * (where it has no paint timing, two animation frames), and at most a second (a tab opened in the background
 * paints nothing until shown). Then it preloads every module the page needs, in parallel, as the links did.
 */
const waitForFirstPaint = `await new Promise((resolve) => {
  setTimeout(resolve, 1000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => requestAnimationFrame(resolve));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); resolve(); }
  }).observe({ type: 'paint', buffered: true });
});`;

/**
 * Evaluating the whole module graph at once was the longest task of a page (25-45 ms on a desktop core, so
 * several hundred on a phone). Importing the shared modules one at a time, giving the browser a task boundary
 * after each, splits that work; each import still evaluates its own dependencies first, in the same order.
 */
const nextTask = `const nextTask = () => globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));`;

function buildPrelude(preloads: string[], imports: (readonly [string, string])[], entry: string): string {
  const shared = preloads.filter((href) => href !== entry);
  return [
    waitForFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    nextTask,
    `for (const href of ${JSON.stringify(shared)}) { await import(href); await nextTask(); }`,
    `const [${imports.map(([name]) => name).join(', ')}] = await Promise.all([${imports.map(([, url]) => `import(${JSON.stringify(url)})`).join(', ')}]);`,
  ].join('\n');
}

/**
 * The server-rendered page is complete without JavaScript, so its first paint should not share the phone's
 * network and main thread with 130 KB of hydration code (decision 0015). React Router writes module preload
 * links and one inline module script whose static imports start those downloads while the HTML is parsed; this
 * removes the links and turns the imports into dynamic ones that start after the first paint. A page whose
 * markup does not have that shape is returned unchanged (it then hydrates as React Router wrote it).
 */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const script = hydrationScript.exec(html);
  if (!script || preloads.length === 0) return html;
  const nonce = script[1] ?? '';
  const imports = [...script[2]!.matchAll(staticImport)].map((match) => [match[1]!, match[2]!] as const);
  if (imports.length === 0) return html;
  const body = script[2]!.replace(staticImport, '');
  // The entry module starts hydration, so it runs last, after the route modules are registered, as written.
  const entry = /import\("([^"]+)"\);\s*$/.exec(body)?.[1];
  if (!entry) return html;
  return html
    .replace(modulePreload, '')
    .replace(hydrationScript, () => `<script${nonce} type="module" async="">${buildPrelude(preloads, imports, entry)}\n${body}</script>`);
}
