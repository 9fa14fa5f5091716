import { PREMIUM_PROMO_LOOPS } from './premiumPromoLoops';

/**
 * The six promotional loops, decorative only: short MP4s that play muted, inline and looping.
 * preload="none" until they play, so they never hold up the plans.
 */
export function PromoLoops({ label }: { label: string }) {
  return (
    <section className="site-PromoLoops" aria-label={label}>
      {PREMIUM_PROMO_LOOPS.map((loop) => (
        <video key={loop.id} className="site-PromoLoops-item" src={loop.src} width={320} height={180} autoPlay muted loop playsInline preload="none" aria-hidden="true" />
      ))}
    </section>
  );
}
