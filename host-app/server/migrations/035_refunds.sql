-- Money given back on a charge the product recorded, as the provider's record of the payment
-- states it: one row per provider refund, and one for a void of a charge already recorded as
-- taken. The provider's id is the key, so a repeated or reordered event records nothing more.
CREATE TABLE product.refunds (
  provider_refund_id text PRIMARY KEY,
  subscriber_id text NOT NULL,
  provider_execution_id text NOT NULL,
  -- What the refunded charge was for, and what it took: a refund of less is a partial one.
  reason text NOT NULL CHECK (reason IN ('purchase', 'renewal', 'trialEnd', 'upgrade')),
  plan_key text NOT NULL,
  charged_amount integer NOT NULL CHECK (charged_amount > 0),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  payment_method text NOT NULL,
  card_network text,
  card_last_four text,
  refunded_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX refunds_subscriber ON product.refunds (subscriber_id, refunded_at);
