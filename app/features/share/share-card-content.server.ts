import { egenTetoTestTypeId } from '../../../domain/quizzes/egen-teto/egen-teto-structure';
import type { PublicSession } from '../../../shared/contracts/test-session';
import { describeChoiceResult } from '../choice-quiz/choice-quiz-content.server';
import { isChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';
import { describeResultForPage } from '../egen-teto/egen-teto-content.server';
import { interpolate } from '../../i18n/interpolate';
import { loadMessages } from '../../i18n/messages.server';
import type { ShareCard } from './share-card.server';
import { egenTetoShareQuiz, type ShareImageAddress } from './share-image-path';

export interface ShareCardSources {
  publicOrigin: string;
  findPublicSession(sessionId: string): Promise<PublicSession | null>;
}

/** The card of one result page, or null when the address names no result. */
export async function describeShareCard(address: ShareImageAddress, sources: ShareCardSources): Promise<ShareCard | null> {
  const { language } = address;
  const messages = loadMessages(language);
  const common = { language, callToAction: messages.share.cardCallToAction, host: new URL(sources.publicOrigin).host };

  if (address.quiz === egenTetoShareQuiz) {
    const session = await sources.findPublicSession(address.key);
    if (!session || session.testTypeId !== egenTetoTestTypeId) return null;
    const view = describeResultForPage(session, language);
    return {
      ...common,
      quizName: messages.tests.personality.name,
      emoji: view.emoji,
      eyebrow: interpolate(messages.result.resultOf, { name: session.name }),
      title: view.title,
      split: {
        first: { label: messages.result.egen, percentage: view.egenPercentage },
        second: { label: messages.result.teto, percentage: view.tetoPercentage },
      },
    };
  }

  if (!isChoiceQuizId(address.quiz)) return null;
  // The card shows the type's description; a percentage is part of one visitor's link, not of the type's card.
  const view = describeChoiceResult(address.quiz, language, address.key, 50);
  if (!view) return null;
  return {
    ...common,
    quizName: messages.tests[address.quiz].name,
    emoji: view.emoji,
    title: view.shareTitle,
    subtitle: view.description,
  };
}
