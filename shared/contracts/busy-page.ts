import type { LanguageCode } from '../../domain/languages';

/**
 * The words of the page a visitor gets while the server refuses new renders (503, Retry-After). The web app owns
 * the texts (its message catalogs) and hands them over through its server entry (`describeBusyPage` in
 * app/entry.server.tsx); the server writes the page itself, since rendering is exactly what it cannot do then.
 */
export interface BusyPageTexts {
  heading: string;
  message: string;
}

export type DescribeBusyPage = (language: LanguageCode) => BusyPageTexts;

/** The name under which the server entry exports it. */
export const busyPageExport = 'describeBusyPage';
