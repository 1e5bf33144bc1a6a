import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default client entry, plus one line: from here React handles (and queues) what the visitor does;
// what was done before is replayed once hydrated (app/shell/early-interactions.ts, whose code is not loaded here).
if (window.earlyInteractions) window.earlyInteractions.stopped = true;
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
