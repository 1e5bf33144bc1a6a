import { isLanguageCode } from '../../domain/languages';
import { createPngResponse } from '../features/share/png-response';
import { loadMessages } from '../i18n/messages.server';
import type { Route } from './+types/og-image';

/** Long enough for any page title of the site; the cap keeps a forged URL from drawing a novel. */
const maximumTitleLength = 120;
const maximumTestLength = 80;

/**
 * GET /api/og-image?title=…&test=…&lang=…: the default 1200x630 share image of pages that are not results
 * (docs/spec/core.md §3): the page title under the test's (or the site's) name, in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const title = query.get('title')?.trim() ?? '';
  const test = query.get('test')?.trim() ?? '';
  const requestedLanguage = query.get('lang') ?? 'ko';
  if (!title || title.length > maximumTitleLength || test.length > maximumTestLength || !isLanguageCode(requestedLanguage)) {
    return Response.json({ message: `title (1-${maximumTitleLength} characters), test (up to ${maximumTestLength}) and lang (a site language) are required` }, { status: 400 });
  }
  const messages = loadMessages(requestedLanguage);
  const image = await context.drawShareCard({
    language: requestedLanguage,
    quizName: test || messages.site.name,
    emoji: '🔮',
    title,
    callToAction: messages.share.cardCallToAction,
    host: new URL(context.publicOrigin).host,
  });
  return createPngResponse(image, 'public, max-age=86400');
}
