import { PREMIUM_PROMO_LOOPS } from './premiumPromoLoops';

/**
 * The six promotional loops, decorative only: animated images loop by themselves, muted and inline.
 * They load lazily so they never hold up the plans.
 */
export function PromoLoops({ label }: { label: string }) {
  return (
    <section className="site-PromoLoops" aria-label={label}>
      {PREMIUM_PROMO_LOOPS.map((loop) => (
        <img key={loop.id} className="site-PromoLoops-item" src={loop.src} alt="" width={320} height={180} loading="lazy" decoding="async" />
      ))}
    </section>
  );
}
