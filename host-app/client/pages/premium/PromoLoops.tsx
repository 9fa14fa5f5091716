import { useEffect, useRef } from 'react';
import { playWhileVisible } from './playWhileVisible';
import { PREMIUM_PROMO_LOOPS } from './premiumPromoLoops';

/**
 * The six promotional loops, decorative only: short MP4s that play muted, inline and looping,
 * while on screen (playWhileVisible.ts). preload="none" until they play, so they never hold up the plans.
 */
export function PromoLoops({ label }: { label: string }) {
  const section = useRef<HTMLElement | null>(null);
  useEffect(() => (section.current ? playWhileVisible([...section.current.querySelectorAll('video')]) : undefined), []);
  return (
    <section ref={section} className="site-PromoLoops" aria-label={label}>
      {PREMIUM_PROMO_LOOPS.map((loop) => (
        <video key={loop.id} className="site-PromoLoops-item" src={loop.src} width={320} height={180} muted loop playsInline preload="none" aria-hidden="true" />
      ))}
    </section>
  );
}
