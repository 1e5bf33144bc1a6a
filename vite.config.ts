import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * @fontsource sheets say `font-display: swap`; the fonts arrive after the first paint (app/shell/language-fonts.ts),
 * and a swap then would move text that is already on screen. `optional` lets the browser use a font only when it
 * can do so without that shift (docs/decisions/0012).
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = css.replace(/font-display:\s*swap/g, 'font-display:optional');
      }
    },
  };
}

/**
 * V8 compiles a function lazily, on the main thread, the first time it is called; hydration calls most of the
 * code the page loads, so that compiling showed up as blocking time. `//# allFunctionsCalledOnLoad` (explicit
 * compile hints, Chrome 136+) asks V8 to compile the whole file eagerly on the background thread that already
 * parses the streamed script (decision 0017). Other engines read it as a comment.
 *
 * Only large chunks (React DOM, React Router, i18next, the menu's Radix code) are marked: compile time grows with
 * code size, and the first-load budget (140 KB gzip) has no room for a comment in every small file.
 */
const eagerCompileMinimumBytes = 10_000;

function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    // After Vite's own post-processing, which puts a preload map in front of some chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.length >= eagerCompileMinimumBytes) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

/**
 * Small modules every page loads, which the automatic splitting left as separate files of 0.2-1.6 KB because
 * routes share them in different combinations: the shell around the routes (with the quiz list and the API
 * client, which the shell and every quiz page use) and React's JSX runtime
 * and react-dom's small shared part (two). Each file costs the main thread a fetch to start, a module record and
 * an evaluation step, so they travel in two chunks (decision 0019). Dependencies stay where they were
 * (`includeDependenciesRecursively: false`, which needs entries that may export more than they declare).
 */
const pageShellModules =
  /app[\\/]shell[\\/](browser-storage|home-menu|site-footer|toast|use-page-language|api-client)\.tsx?$|app[\\/]i18n[\\/]page-meta\.ts$|domain[\\/]test-catalogue\.ts$|domain[\\/]quizzes[\\/](quiz-manifests?|quiz-manifest-list\.generated|[\w-]+[\\/][\w-]+-manifest)\.ts$|shared[\\/]contracts[\\/]api-routes\.ts$|vite[\\/]preload-helper/;
const reactSharedModules = /node_modules[\\/](react|react-router)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

/**
 * A lazily loaded part lists the chunks it needs so they are fetched together. The two shared groups above, the
 * bundler's runtime and what the root route imports (i18next, the languages, Radix's direction) are on every page
 * before any part can load: listing them again in every part's list cost result pages bytes of file names (decision
 * 0036, within the 140 KB budget) for requests that never happen. A chunk renamed here only costs those bytes again.
 */
const loadedOnEveryPage = /(^|\/)(shell|react|rolldown-runtime|useTranslation|languages|menu-trigger-class)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), fontDisplayOptional(), eagerCompileHint()],
  // `npm run dev`: find every dependency at start. One found later (the root's i18n and Radix direction) makes
  // Vite re-bundle and answer 504 to modules the page already asked for, which can leave the first page dead.
  optimizeDeps: { entries: ['app/**/*.{ts,tsx}', '!app/**/*.test.{ts,tsx}', '!app/**/*.server.ts'] },
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => !loadedOnEveryPage.test(dependency)) },
        rolldownOptions: {
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'shell', test: pageShellModules },
                { name: 'react', test: reactSharedModules },
              ],
            },
          },
        },
      },
    },
  },
});
