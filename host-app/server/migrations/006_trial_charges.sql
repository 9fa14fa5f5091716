-- Free trials: the card is verified by a zero-amount authorization and kept on file with the
-- provider; the plan price is charged when the trial ends.

-- The provider instrument a card subscription charges when its trial ends (null: nothing on file).
ALTER TABLE product.subscriptions ADD COLUMN payment_instrument_id text;

-- A trial's payment session verifies the card for nothing: its amount is zero.
ALTER TABLE product.payment_sessions ADD COLUMN is_trial boolean NOT NULL DEFAULT false;
ALTER TABLE product.payment_sessions ADD CONSTRAINT payment_sessions_trial_free CHECK (NOT is_trial OR amount = 0);

-- One row per trial that ended: the charge of its first paid period. The primary key is the
-- claim, so of two job runs (or two processes) only one charges; the idempotency key, derived
-- from the subscription and the period, makes a retry after a crash answer the same charge.
CREATE TABLE product.trial_charges (
  subscription_id text PRIMARY KEY REFERENCES product.subscriptions (id) ON DELETE CASCADE,
  period_ends_at timestamptz NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('claimed', 'charged', 'declined')),
  claim_id text NOT NULL,
  lease_expires_at timestamptz NOT NULL,
  provider_execution_id text,
  paid_subscription_id text REFERENCES product.subscriptions (id) ON DELETE SET NULL,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);
