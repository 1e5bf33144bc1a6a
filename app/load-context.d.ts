import 'react-router';

declare module 'react-router' {
  /** What the Fastify adapter (server/http/pages) hands every loader. */
  interface AppLoadContext {
    publicOrigin: string;
  }
}
