-- Renewals: a paid period ends, the card on file (or the operator) is charged for the next one,
-- and a declined renewal is retried for a while before the subscription ends.

-- past_due: the renewal was declined; VIP stays for the grace period while it is retried.
-- ended: the renewal failed for good; nothing more is charged.
ALTER TABLE product.subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE product.subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'cancelled', 'past_due', 'ended'));

-- When the first renewal attempt of the unpaid period failed: grace and retries count from it.
ALTER TABLE product.subscriptions ADD COLUMN past_due_since timestamptz;
-- The attempt the next renewal charge of this period is (0: the charge at the period end).
ALTER TABLE product.subscriptions ADD COLUMN renewal_attempt integer NOT NULL DEFAULT 0 CHECK (renewal_attempt >= 0);
-- When a declined renewal is tried again; null when no retry is planned.
ALTER TABLE product.subscriptions ADD COLUMN next_renewal_at timestamptz;
ALTER TABLE product.subscriptions ADD COLUMN ended_at timestamptz;
ALTER TABLE product.subscriptions ADD CONSTRAINT subscriptions_past_due CHECK ((status = 'past_due') = (past_due_since IS NOT NULL));

-- Renewals due are found by their status and time.
CREATE INDEX subscriptions_renewals_due ON product.subscriptions (current_period_ends_at) WHERE status IN ('active', 'past_due') AND auto_renew AND NOT is_trial;

-- One row per renewal attempt of a period. The primary key is the claim, so of two job runs (or
-- two processes) only one charges; the idempotency key, derived from the subscription, the period
-- and the attempt, makes a retry after a crash or a lost answer answer the same charge.
CREATE TABLE product.renewal_charges (
  subscription_id text NOT NULL REFERENCES product.subscriptions (id) ON DELETE CASCADE,
  period_ends_at timestamptz NOT NULL,
  attempt integer NOT NULL CHECK (attempt >= 0),
  idempotency_key text NOT NULL UNIQUE,
  payment_method text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('claimed', 'charged', 'declined')),
  decline_reason text,
  hard_decline boolean,
  claim_id text NOT NULL,
  lease_expires_at timestamptz NOT NULL,
  provider_execution_id text,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (subscription_id, period_ends_at, attempt),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL AND hard_decline IS NOT NULL))
);
