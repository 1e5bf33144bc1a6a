import { containsLink } from '../../domain/moderation/find-links';
import type { CompiledWordLists } from '../../domain/moderation/word-lists';
import { ServiceError } from '../services/service-error.server';

/** How a text written by a visitor may be stored: shown, or held hidden until an operator decides. */
export type TextVerdict = 'shown' | 'held';

/**
 * The filters every visitor-written text passes before it is stored (decision 0045): links and messenger handles and
 * the refuse lists' words are refused with a 400 naming the field; the hold lists' words store it hidden.
 */
export function createTextChecks(lists: CompiledWordLists) {
  return {
    checkTexts(fields: Readonly<Record<string, string | null | undefined>>): TextVerdict {
      let verdict: TextVerdict = 'shown';
      for (const [field, text] of Object.entries(fields)) {
        if (!text) continue;
        if (containsLink(text)) throw new ServiceError('invalid', `${field}: links and messenger ids are not allowed`, 'link');
        const match = lists.find(text);
        if (match?.action === 'refuse') throw new ServiceError('invalid', `${field}: contains a word that is not allowed`, 'word');
        if (match?.action === 'hold') verdict = 'held';
      }
      return verdict;
    },
  };
}

export type TextChecks = ReturnType<typeof createTextChecks>;
