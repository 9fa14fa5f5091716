-- One purchase, one charge: purchases the API authorizes itself are keyed by the client's
-- idempotency key, at most one of a subscriber's purchases is in flight, and an authorization
-- that is no longer wanted is voided at the provider.

-- A stored-card purchase attempt. `pending` while a request works on it, or until its outcome is
-- settled from the provider's record (another request may do that once lease_expires_at is past);
-- `answered` once its final answer is kept for replays. An attempt that authorized nothing is
-- deleted, so its key may start again. claim_id names the request that holds a pending purchase.
CREATE TABLE product.purchases (
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'answered')),
  claim_id text NOT NULL,
  execution_id text,
  source text NOT NULL,
  campaign_id text,
  influencer_id text,
  answer_status integer,
  answer_body text,
  created_at timestamptz NOT NULL,
  lease_expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  PRIMARY KEY (subscriber_id, idempotency_key),
  CHECK ((status = 'answered') = (answer_status IS NOT NULL AND answer_body IS NOT NULL AND answered_at IS NOT NULL))
);
-- The database, not a process, refuses a second purchase in flight: several API processes share it.
CREATE UNIQUE INDEX purchases_one_pending ON product.purchases (subscriber_id) WHERE status = 'pending';

-- Idempotency keys of payment confirmations: a key names one confirmation request.
CREATE TABLE product.payment_confirmation_keys (
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subscriber_id, idempotency_key)
);

-- A payment session whose authorization was voided because the subscriber already had Premium.
ALTER TABLE product.payment_sessions DROP CONSTRAINT payment_sessions_status_check;
ALTER TABLE product.payment_sessions ADD CONSTRAINT payment_sessions_status_check CHECK (status IN ('created', 'confirmed', 'failed', 'voided'));
ALTER TABLE product.payment_sessions ADD COLUMN voided_at timestamptz;
ALTER TABLE product.payment_sessions ADD CONSTRAINT payment_sessions_voided CHECK ((status = 'voided') = (voided_at IS NOT NULL));
