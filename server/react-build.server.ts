import { createRequire } from 'node:module';

export type ReactBuild = 'production' | 'development' | 'not loaded';

/**
 * Which build of React's server renderer this process loaded, read from Node's module cache (react-dom/server
 * picks `react-dom-server.node.{production,development}.js` from NODE_ENV when first loaded). The ready line logs
 * it, so a test and an operator can see that pages are not rendered by the slow development build.
 */
export function describeReactBuild(): ReactBuild {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => /react-dom-server[^/\\]*\.production\.js$/.test(file))) return 'production';
  if (loaded.some((file) => /react-dom-server[^/\\]*\.development\.js$/.test(file))) return 'development';
  return 'not loaded';
}
