import { PREMIUM_PROMO_LOOPS } from './premiumPromoLoops';

/** The six promotional loops: muted, autoplaying, looping and inline, decorative only. */
export function PromoLoops({ label }: { label: string }) {
  return (
    <section className="site-PromoLoops" aria-label={label}>
      {PREMIUM_PROMO_LOOPS.map((loop) => (
        <video key={loop.id} className="site-PromoLoops-item" poster={loop.poster} muted autoPlay loop playsInline preload="none" aria-hidden="true" />
      ))}
    </section>
  );
}
