import { Suspense, type ReactNode } from 'react';
import { DEFERRED_BLOCK_ATTRIBUTE, hydrationWait } from './deferredHydration';

/**
 * Server-rendered content that hydrates once it nears the viewport (deferredHydration.ts); rendered
 * by the browser, it renders at once. `id` names the block on its page.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  // A boundary of its own: the block resumes alone, whatever else on the page still waits.
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id}>{children}</HydrationGate>
    </Suspense>
  );
}

function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const wait = hydrationWait(id);
  if (wait) throw wait;
  return (
    <div className="site-DeferredBlock" {...{ [DEFERRED_BLOCK_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
