import { defineConfig } from 'vite';

/** Bundles the Fastify server (server/, shared/, domain/) into build/node/main.js; node_modules stay external. */
export default defineConfig({
  build: {
    ssr: 'server/main.server.ts',
    outDir: 'build/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
