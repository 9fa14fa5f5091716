-- Plan changes: monthly → yearly is charged at once (the unused month credited); yearly → monthly
-- waits for the period end, when the renewal charges the new plan.

-- The plan the next renewal charges and switches to; null keeps the current plan.
ALTER TABLE product.subscriptions ADD COLUMN next_plan_key text;

-- One row per upgrade charge. The idempotency key names the subscription, the target plan and
-- the period it replaces, so a repeated confirm (or a retry after a lost answer) is one charge.
CREATE TABLE product.plan_change_charges (
  idempotency_key text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES product.subscriptions (id) ON DELETE CASCADE,
  subscriber_id text NOT NULL,
  from_plan text NOT NULL,
  to_plan text NOT NULL,
  replaced_period_ends_at timestamptz NOT NULL,
  -- The new plan's first period starts when the viewer first confirmed it.
  new_period_starts_at timestamptz NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  credit integer NOT NULL CHECK (credit >= 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('claimed', 'charged', 'declined')),
  claim_id text NOT NULL,
  lease_expires_at timestamptz NOT NULL,
  provider_execution_id text,
  decline_reason text,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);
