-- A subscriber replacing the card a subscription renews on: one row per zero-amount verification
-- the provider runs for it. The card it stores becomes the subscription's instrument only on the
-- provider's word; the one it replaced is deleted at the provider afterwards.
CREATE TABLE product.card_updates (
  id text PRIMARY KEY,
  subscriber_id text NOT NULL,
  execution_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('created', 'confirmed', 'failed')),
  subscription_id text REFERENCES product.subscriptions (id) ON DELETE CASCADE,
  new_instrument_id text,
  replaced_instrument_id text,
  -- Set once the provider deleted the replaced card (or had nothing left to delete).
  replaced_instrument_deleted_at timestamptz,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX card_updates_subscriber ON product.card_updates (subscriber_id, created_at);
