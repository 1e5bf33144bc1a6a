import 'react-router';
import type { ShareCard } from '../shared/contracts/share-card';
import type { ComparedFriend, PublicSession } from '../shared/contracts/test-session';
import type { ResultShare } from '../shared/contracts/result-share';
import type { LanguageCode } from '../domain/languages';

declare module 'react-router' {
  /** What the Fastify adapter (server/http/pages) hands every loader: the app reads data without importing the server. */
  interface AppLoadContext {
    publicOrigin: string;
    /** Set only when an ad network client id is configured (docs/spec/product-rules.md D7). */
    ads: { clientId: string; scriptUrl: string } | null;
    /** Set only when a Kakao JavaScript key is configured (decision 0036): Korean pages share to KakaoTalk with the card. */
    kakao: { javascriptKey: string; sdkUrl: string } | null;
    /** Throws a 503 Response (Retry-After) when the database cannot answer now; the error screen says so. */
    findPublicSession(sessionId: string): Promise<PublicSession | null>;
    /**
     * How common a result is among the stored results of its test (D5), in the page's language when it has enough;
     * null below 30 results or while the database cannot answer (the page shows without it).
     */
    findResultShare(testTypeId: number, resultType: string, language: LanguageCode): Promise<ResultShare | null>;
    /** The latest friends who took the test from this result's link, listed on its page; empty during an outage. */
    findComparedFriends(sessionId: string, testTypeId: number): Promise<ComparedFriend[]>;
    /** How many people took each test (by test type id), for tests with at least 30 results; empty during an outage. */
    countTestTakers(): Promise<Record<number, number>>;
    /** Draws a share card as PNG, in a worker thread (server/share-cards). */
    drawShareCard(card: ShareCard): Promise<Uint8Array>;
    /**
     * Drawn for each render: the renderer's own inline scripts carry it as their nonce attribute, and only those
     * get a hash in the page's CSP (server/http/security-headers.server.ts).
     */
    scriptMarker: string;
  }
}
