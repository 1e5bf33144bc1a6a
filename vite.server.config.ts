import { defineConfig } from 'vite';

/**
 * Bundles the Fastify server (server/, shared/, domain/) into build/node/main.js, and the worker-thread modules
 * beside it (share-card-worker.js, photo-analysis-worker.js); node_modules stay external.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'build/node',
    emptyOutDir: true,
    // public/ belongs to the client build.
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.server.ts',
        'share-card-worker': 'server/share-cards/share-card-worker.server.ts',
        'photo-analysis-worker': 'server/photo/photo-analysis-worker.server.ts',
      },
      // Chunks beside main.js: the server finds the build from its own file's folder (serve-build.server.ts).
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
