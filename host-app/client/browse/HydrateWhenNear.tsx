import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { DEFERRED_BLOCK_ATTRIBUTE, hydrationWait, tellWhatWasHeld, type HydrationMoment } from './deferredHydration';

/**
 * Server-rendered content that hydrates once it nears the viewport (deferredHydration.ts); rendered
 * by the browser, it renders at once. `id` names the block on its page.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return <DeferredBlock id={id} moment="near">{children}</DeferredBlock>;
}

/**
 * Server-rendered content in view that hydrates in a task of its own, in turn after the page's
 * frame, so that it does not lengthen the frame's (deferredHydration.ts).
 */
export function HydrateInTurn({ id, children }: { id: string; children: ReactNode }) {
  return <DeferredBlock id={id} moment="inTurn">{children}</DeferredBlock>;
}

function DeferredBlock({ id, moment, children }: { id: string; moment: HydrationMoment; children: ReactNode }) {
  // A boundary of its own: the block resumes alone, whatever else on the page still waits.
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id} moment={moment}>
        {children}
      </HydrationGate>
    </Suspense>
  );
}

function HydrationGate({ id, moment, children }: { id: string; moment: HydrationMoment; children: ReactNode }) {
  const wait = hydrationWait(id, moment);
  if (wait) throw wait;
  return (
    <div className="site-DeferredBlock" data-hydrate-moment={moment} {...{ [DEFERRED_BLOCK_ATTRIBUTE]: id }}>
      {children}
      <TellWhatWasHeld id={id} />
    </div>
  );
}

/**
 * Once the block has hydrated, tells its handlers what the viewer did while it waited. A component
 * of its own, rendered only once the block no longer waits: an effect of the gate, registered on
 * the render that suspended, would run as the resumed render starts, before the block's fields
 * and buttons have their handlers. A layout effect, in the same task as the hydration: until the
 * hold is let go it keeps presses, and a press kept after the handlers were attached would be
 * heard twice, once by them and once played again.
 */
function TellWhatWasHeld({ id }: { id: string }) {
  useLayoutEffect(() => tellWhatWasHeld(id), [id]);
  return null;
}
