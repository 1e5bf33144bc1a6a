import { redirect } from 'react-router';
import { createPngResponse } from '../features/share/png-response';
import { buildShareImagePath, comparisonShareQuiz, parseShareImagePath, savedResultShareQuiz, shareImageVersion } from '../features/share/share-image-path';
import { describeShareImageCard } from './saved-quiz-kinds.server';
import type { Route } from './+types/share-image';

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * A type's card changes only with the design version in its URL: immutable. A card that shows a visitor's name (a
 * saved result, a comparison) must follow moderation (decision 0045): a hidden name leaves the edge
 * within a minute (then one stale answer while it refreshes) and browsers within five.
 */
const typeCardCaching = 'public, max-age=31536000, immutable';
const namedCardCaching = 'public, max-age=300, s-maxage=60, stale-while-revalidate=600';

/**
 * /share-image/v{version}/{lang}/{quiz}/{key}.png: a result's 1200x630 share card (docs/spec/product-rules.md D6);
 * the page cache keeps rendered cards in memory.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const address = parseShareImagePath(params['*'] ?? '');
  if (!address) return notFound();
  // A preview cached under an older design version still finds its card.
  if (address.version !== shareImageVersion) throw redirect(buildShareImagePath(address), 301);
  const card = await describeShareImageCard(address, context);
  if (!card) return notFound();
  const image = await context.drawShareCard(card);
  const named = address.quiz === savedResultShareQuiz || address.quiz === comparisonShareQuiz;
  return createPngResponse(image, named ? namedCardCaching : typeCardCaching);
}
