import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `availableAt` (ms since the epoch); 0 once it has passed. */
export function secondsLeft(availableAt: number, now: number): number {
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}

/**
 * The wait before a new code may be asked for, as the API's `resendAfterSeconds` said: counted
 * down once a second while it lasts, so the button comes back on its own.
 */
export function useResendCooldown() {
  const [availableAt, setAvailableAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    const tick = () => setRemaining(secondsLeft(availableAt, Date.now()));
    tick();
    if (availableAt <= Date.now()) return undefined;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [availableAt]);

  const startCooldown = useCallback((resendAfterSeconds: number) => setAvailableAt(Date.now() + resendAfterSeconds * 1000), []);
  return { remaining, startCooldown };
}
