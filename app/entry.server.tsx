import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { mergePagePolicies, pagePolicyHeader, type PagePolicy } from '../shared/contracts/page-policy';
import type { DescribeBusyPage } from '../shared/contracts/busy-page';
import { loadMessages } from './i18n/messages.server';

export const streamTimeout = 5_000;

/** The busy page's words in the page's language, read once per language by the server (shared/contracts/busy-page). */
export const describeBusyPage: DescribeBusyPage = (language) => {
  const { busyHeading, busyMessage } = loadMessages(language).error;
  return { heading: busyHeading, message: busyMessage };
};

/**
 * Waits for the whole document (onAllReady) for every visitor, not only bots: pages are small, the server
 * computes the CSP from the full HTML, and link-preview bots must get the final title and tags.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  setPagePolicy(responseHeaders, routerContext);
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={loadContext.scriptMarker} />, {
      // The document is sent whole, so a lazily loaded part (a saved result's quiz page) is written in place: never
      // as a hidden chunk that an inline script reveals, which the CSP blocks and crawlers would not see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The matched routes' `handle.pagePolicy`, merged, for the server to fold into the page's CSP (shared/contracts/page-policy). */
function setPagePolicy(responseHeaders: Headers, routerContext: EntryContext): void {
  const policies = routerContext.staticHandlerContext.matches.map(
    (match) => (routerContext.routeModules[match.route.id]?.handle as { pagePolicy?: PagePolicy } | undefined)?.pagePolicy,
  );
  if (policies.every((policy) => policy === undefined)) return;
  responseHeaders.set(pagePolicyHeader, JSON.stringify(mergePagePolicies(policies)));
}
