import type { QuizOutcome, QuizRegistry } from '../../domain/quizzes/quiz-registry';
import type { TestTypeId } from '../../domain/test-catalogue';
import { comparedFriendsLimit, sessionIdSchema, type SubmitTestBody } from '../../shared/contracts/test-session';
import type { TestSessionRepository } from '../db/test-session-repository.server';
import type { RecentSessionRow, SessionRow, StoredSession } from '../db/schema.server';
import { createOwnerToken, createPublicId, ownerTokenMatches } from '../security/owner-token.server';
import type { RecentResultsCache } from './recent-results-cache.server';
import type { TextChecks } from '../moderation/text-checks.server';
import { ServiceError } from './service-error.server';

interface Dependencies {
  repository: TestSessionRepository;
  quizRegistry: QuizRegistry;
  recentCache: RecentResultsCache;
  /** Links and list words in a name or a personal comment (decision 0045). */
  textChecks: TextChecks;
  /** Told what changed, for what is kept of the pages that show a result (the page cache). */
  onChange?: SessionChangeListener;
  now?: () => Date;
}

export interface SessionChangeListener {
  stored(session: StoredSession): void;
  /** A result's page shows something new: its personal comment, or a friend who compared. */
  resultChanged(publicId: string): void;
}

export function createTestSessionService({ repository, quizRegistry, recentCache, textChecks, onChange, now = () => new Date() }: Dependencies) {
  /** The server's own scoring decides the result; a differing resultType is a forged result (D2). */
  function decideOutcome(submission: SubmitTestBody): QuizOutcome {
    const definition = quizRegistry.find(submission.testTypeId as TestTypeId);
    // The registry refuses to start without a definition for every saved quiz, so this is a wiring mistake.
    if (!definition) throw new Error(`no scoring definition for test type ${submission.testTypeId}`);
    const scored = definition.scoreAnswers(submission.answers);
    if (!scored.ok) throw new ServiceError('invalid', `answers: ${scored.reason}`);
    if (scored.outcome.resultType !== submission.resultType) {
      throw new ServiceError('invalid', 'resultType: does not match the answers');
    }
    return scored.outcome;
  }

  return {
    async submitTest(submission: SubmitTestBody, clientAddressHash: string) {
      const outcome = decideOutcome(submission);
      // A held name is stored, shown as anonymous until an operator decides.
      const verdict = textChecks.checkTexts({ name: submission.name });
      const { token, tokenHash } = createOwnerToken();
      const row: StoredSession = {
        public_id: createPublicId(),
        test_type_id: submission.testTypeId,
        name: submission.name,
        gender: submission.gender,
        answers: JSON.stringify(submission.answers),
        result_type: outcome.resultType,
        result_data: outcome.resultData ? JSON.stringify(outcome.resultData) : null,
        extrovert_percentage: outcome.extrovertPercentage,
        introvert_percentage: outcome.introvertPercentage,
        completed_at: now().toISOString(),
        personal_comment: null,
        owner_token_hash: tokenHash,
        client_address_hash: clientAddressHash,
        language: submission.language ?? null,
        compared_with: submission.comparedWith ?? null,
        name_hidden: verdict === 'held' ? 'held' : null,
      };
      await repository.insertSession(row);
      await recentCache.forgetTestType(row.test_type_id);
      onChange?.stored(row);
      // The friend's page now lists this result: what was kept of it is stale.
      if (row.compared_with) onChange?.resultChanged(row.compared_with);
      return { session: row, ownerToken: token };
    },

    /** For pages: a missing or malformed id is simply no session. */
    async findSession(publicId: string): Promise<SessionRow | undefined> {
      return sessionIdSchema.safeParse(publicId).success ? repository.findSessionByPublicId(publicId) : undefined;
    },

    async getSession(publicId: string): Promise<SessionRow> {
      const row = await repository.findSessionByPublicId(publicId);
      if (!row) throw new ServiceError('not-found', 'Result not found');
      return row;
    },

    async setPersonalComment(publicId: string, ownerToken: string, personalComment: string): Promise<SessionRow> {
      const row = await repository.findSessionByPublicId(publicId);
      if (!row) throw new ServiceError('not-found', 'Result not found');
      if (!ownerTokenMatches(ownerToken, row.owner_token_hash)) {
        throw new ServiceError('forbidden', 'This token does not own this result');
      }
      if (row.personal_comment !== null) throw new ServiceError('conflict', 'A personal comment is already set for this result');
      // Held: the name and the personal comment are hidden together, as the operator's tool hides them.
      const nameHidden = textChecks.checkTexts({ personalComment }) === 'held' ? 'held' : row.name_hidden;
      const saved = await repository.setPersonalCommentOnce(row.id, personalComment, nameHidden);
      if (!saved) throw new ServiceError('conflict', 'A personal comment is already set for this result');
      onChange?.resultChanged(publicId);
      return { ...row, personal_comment: personalComment, name_hidden: nameHidden };
    },

    /** The latest friends who took the test from this result's link (not cached: the page that shows them is). */
    listComparisons(publicId: string, testTypeId: number) {
      return repository.listComparisons(publicId, testTypeId, comparedFriendsLimit);
    },

    async listRecent(testTypeId: number, limit: number): Promise<RecentSessionRow[]> {
      const cached = await recentCache.get(testTypeId, limit);
      if (cached) return cached;
      const rows = await repository.listRecentSessions(testTypeId, limit);
      await recentCache.set(testTypeId, limit, rows);
      return rows;
    },
  };
}

export type TestSessionService = ReturnType<typeof createTestSessionService>;
