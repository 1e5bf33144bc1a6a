import { redirect } from 'react-router';
import { describeChoiceForComparison, describeChoiceResult } from '../features/choice-quiz/choice-quiz-content.server';
import { describeComparisonCard } from '../features/compare/describe-comparison.server';
import { describeEgenTetoForComparison, describeResultForPage } from '../features/egen-teto/egen-teto-content.server';
import { describePhotoResultCard } from '../features/photo-analysis/photo-type-content.server';
import { describeShareCard } from '../features/share/share-card-content.server';
import { createPngResponse } from '../features/share/png-response';
import { buildShareImagePath, parseShareImagePath, shareImageVersion } from '../features/share/share-image-path';
import type { Route } from './+types/share-image';

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * /share-image/v{version}/{lang}/{quiz}/{key}.png: a result's 1200x630 share card (decisions.md D6). The URL
 * changes with the design version, so the image is immutable; the page cache keeps rendered cards in memory.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const address = parseShareImagePath(params['*'] ?? '');
  if (!address) return notFound();
  // A preview cached under an older design version still finds its card.
  if (address.version !== shareImageVersion) throw redirect(buildShareImagePath(address), 301);
  const comparisonSources = { findPublicSession: context.findPublicSession, describeEgenTetoForComparison, describeChoiceForComparison };
  const card = await describeShareCard(address, {
    ...context,
    describeEgenTetoResult: describeResultForPage,
    describeChoiceResult,
    describePhotoResult: describePhotoResultCard,
    describeComparisonCard: (first, second, language) => describeComparisonCard(first, second, language, comparisonSources),
  });
  if (!card) return notFound();
  const image = await context.drawShareCard(card);
  return createPngResponse(image, 'public, max-age=31536000, immutable');
}
