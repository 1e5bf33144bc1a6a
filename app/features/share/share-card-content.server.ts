import { readGender } from '../../../domain/gender';
import type { PublicSession } from '../../../shared/contracts/test-session';
import type { LanguageCode } from '../../../domain/languages';
import type { ChoiceResultView, ResultReader } from '../../../domain/quizzes/choice-result-view';
import { isChoiceQuizId, isPhotoQuizId, type ChoiceQuizId, type PhotoQuizId } from '../../../domain/quizzes/quiz-manifests';
import { interpolate } from '../../i18n/interpolate';
import { loadMessages } from '../../i18n/messages.server';
import type { ShareCard } from '../../../shared/contracts/share-card';
import { comparisonShareQuiz, readComparisonKey, savedResultShareQuiz, type ShareImageAddress } from './share-image-path';

/** What a saved result's quiz puts on its card; the card adds its owner's name above the title. */
export type SavedResultCard = Pick<ShareCard, 'quizName' | 'emoji' | 'title' | 'split' | 'subtitle'>;

/**
 * Where a card's text comes from. The routes compose these (app/routes/saved-quiz-kinds.server.ts), so the share
 * feature depends on no quiz feature and a quiz feature can use the share button without an import cycle.
 */
export interface ShareCardSources {
  publicOrigin: string;
  findPublicSession(sessionId: string): Promise<PublicSession | null>;
  /** A saved result's card (decision 0036), described by its quiz; null for a test no card shows or a result it does not have. */
  describeSavedResultCard(session: PublicSession, language: LanguageCode): SavedResultCard | null;
  describeChoiceResult(quiz: ChoiceQuizId, language: LanguageCode, type: string, reader: ResultReader): ChoiceResultView | null;
  /** Two friends' results of one test (decision 0036): both names and results, and how they pair up; null when they cannot be compared. */
  describeComparisonCard(firstId: string, secondId: string, language: LanguageCode): Promise<Pick<ShareCard, 'quizName' | 'emoji' | 'eyebrow' | 'title' | 'subtitle'> | null>;
  /** A photo quiz's result type (never the photo, which stays on the visitor's device), or null; a rating band's scores as the eyebrow. */
  describePhotoResult(quiz: PhotoQuizId, language: LanguageCode, key: string): { emoji: string; eyebrow?: string; title: string; subtitle: string } | null;
}

/** The card of one result page, or null when the address names no result. */
export async function describeShareCard(address: ShareImageAddress, sources: ShareCardSources): Promise<ShareCard | null> {
  const { language } = address;
  const messages = loadMessages(language);
  const common = { language, callToAction: messages.share.cardCallToAction, host: new URL(sources.publicOrigin).host, format: address.format ?? 'link' };

  if (address.quiz === savedResultShareQuiz) {
    const session = await sources.findPublicSession(address.key);
    if (!session) return null;
    const card = sources.describeSavedResultCard(session, language);
    return card && { ...common, ...card, eyebrow: interpolate(messages.result.resultOf, { name: session.name }) };
  }

  if (address.quiz === comparisonShareQuiz) {
    const ids = readComparisonKey(address.key);
    const card = ids && (await sources.describeComparisonCard(...ids, language));
    return card && { ...common, ...card };
  }

  if (isPhotoQuizId(address.quiz)) {
    const view = sources.describePhotoResult(address.quiz, language, address.key);
    return view && { ...common, quizName: messages.tests[address.quiz].name, ...view };
  }

  if (!isChoiceQuizId(address.quiz)) return null;
  // The card shows the type's description, in the forms of its owner's gender where the key names it ("loyal-female");
  // a percentage is part of one visitor's link, not of the type's card.
  const [, type = address.key, gender = null] = /^(.+)-(male|female)$/.exec(address.key) ?? [];
  const view = sources.describeChoiceResult(address.quiz, language, type, { gender: readGender(gender), percentage: null });
  if (!view) return null;
  return {
    ...common,
    quizName: messages.tests[address.quiz].name,
    emoji: view.emoji,
    title: view.shareTitle,
    subtitle: view.description,
  };
}
