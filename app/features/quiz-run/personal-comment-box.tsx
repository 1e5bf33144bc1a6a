import { lazy, Suspense, useState } from 'react';
import { useStoredValue } from '../../shell/browser-storage';
import { ownerTokenKey } from './saved-results';

const PersonalCommentForm = lazy(() => import('./personal-comment-form'));

/**
 * Shown only in the browser that just completed this test: it alone holds the owner token (docs/spec/product-rules.md D3), so
 * nobody else can set the comment. The form's code loads only there, not for every friend who opens the link.
 */
export function PersonalCommentBox({ sessionId, savedComment }: { sessionId: string; savedComment: string | null }) {
  const ownerToken = useStoredValue('session', ownerTokenKey(sessionId));
  // Saving the comment forgets the single-use token; the form stays to show that it was saved.
  const [savedWith, setSavedWith] = useState<string | null>(null);
  const token = ownerToken ?? savedWith;
  if (!token || savedComment !== null) return null;
  return (
    <Suspense fallback={null}>
      <PersonalCommentForm sessionId={sessionId} ownerToken={token} onSaved={() => setSavedWith(token)} />
    </Suspense>
  );
}
