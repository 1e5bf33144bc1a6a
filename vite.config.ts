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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), fontDisplayOptional()],
});
