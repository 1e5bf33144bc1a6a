import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PagePolicy } from '../../../shared/contracts/page-policy';
import { sendApiNotFound } from '../http-error.server';
import { drawScriptMarker, sendPage, toPageResponse, toWebRequest, type PageLoadContext } from './page-response.server';

/** `npm run dev`: Vite in middleware mode (modules, hot reload and the server build loaded through it). */
export interface ViteSource {
  kind: 'vite';
  loadBuild: () => Promise<ServerBuild>;
  /** The processed text of a stylesheet the page inlines (Vite's `?inline`). */
  loadStylesheet: (href: string) => Promise<string>;
  middlewares: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  hotReloadOrigin: string;
}

/**
 * `npm run dev`: Vite answers module and asset requests (and hot reload), every other GET is a page rendered
 * from the server build Vite keeps current, with the site stylesheet inlined as Vite processes it now (a style
 * change shows on the next reload). No page cache; the page's CSP also allows the hot-reload socket.
 */
export async function registerDevelopmentPages(app: FastifyInstance, loadContext: PageLoadContext, source: ViteSource) {
  const handleRequest = createRequestHandler(source.loadBuild, 'development');
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const handled = await new Promise<boolean>((resolve) => {
      reply.raw.once('finish', () => resolve(true));
      source.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (handled) reply.hijack();
  });
  const inlineStylesheets = async (html: string) => {
    const href = /<style data-inline-href="([^"]+)"><\/style>/.exec(html)?.[1];
    if (!href) return html;
    const css = await source.loadStylesheet(href);
    return html.replace(`<style data-inline-href="${href}"></style>`, () => `<style data-inline-href="${href}">${css}</style>`);
  };
  const hotReload: PagePolicy = { contentSecurityPolicy: { 'connect-src': [source.hotReloadOrigin] } };
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const scriptMarker = drawScriptMarker();
    const response = await handleRequest(toWebRequest(request.url, loadContext.publicOrigin), { ...loadContext, scriptMarker });
    return sendPage(reply, await toPageResponse(response, scriptMarker, null, inlineStylesheets, hotReload), 'identity', 'miss');
  };
  app.route({ method: ['GET', 'HEAD'], url: '/api/og-image', handler: renderPage });
  app.all('/api/*', async (request, reply) => sendApiNotFound(request, reply));
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderPage });
}
