import 'react-router';
import type { ShareCard } from '../shared/contracts/share-card';
import type { PublicSession } from '../shared/contracts/test-session';

declare module 'react-router' {
  /** What the Fastify adapter (server/http/pages) hands every loader: the app reads data without importing the server. */
  interface AppLoadContext {
    publicOrigin: string;
    /** Set only when an ad network client id is configured (decisions.md D7). */
    ads: { clientId: string; scriptUrl: string } | null;
    /** Throws a 503 Response (Retry-After) when the database cannot answer now; the error screen says so. */
    findPublicSession(sessionId: string): Promise<PublicSession | null>;
    /** Draws a share card as PNG, in a worker thread (server/share-cards). */
    drawShareCard(card: ShareCard): Promise<Uint8Array>;
    /**
     * Drawn for each render: the renderer's own inline scripts carry it as their nonce attribute, and only those
     * get a hash in the page's CSP (server/http/security-headers.server.ts).
     */
    scriptMarker: string;
  }
}
