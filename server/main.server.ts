/**
 * `build/node/main.js`, the built server's entry. React picks its development or production build from NODE_ENV
 * the first time anything loads it, and the development build renders about twice as slowly: the built server
 * always runs the production build, whatever the environment it was started from says (a test runner sets
 * NODE_ENV=test). Everything else loads afterwards, through the dynamic import.
 */
process.env.NODE_ENV = 'production';
await import('./serve-build.server');

export {};
