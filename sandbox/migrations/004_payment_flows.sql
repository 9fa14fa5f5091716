-- Session options: which methods the session offers, and GET faults a test asked for.
ALTER TABLE provider.executions
  ADD COLUMN payment_methods jsonb NOT NULL DEFAULT '["card"]',
  ADD COLUMN execution_faults jsonb NOT NULL DEFAULT '[]';

-- Instruments stored for a holder (cards, PayPal billing agreements, Google Pay). A card
-- instrument points at its card in the vault; the number never leaves the vault's ciphertext.
CREATE TABLE provider.instruments (
  id uuid PRIMARY KEY,
  -- Newest first needs a tie-breaker when several are stored in the same instant.
  position bigint GENERATED ALWAYS AS IDENTITY,
  holder_id text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('card', 'payPal', 'googlePay')),
  status text NOT NULL CHECK (status IN ('enabled', 'created', 'deleted', 'disabled', 'invalid', 'transient')),
  display_name text,
  network text,
  bin text,
  last_four text,
  issuer_country text,
  card_id text REFERENCES vault.cards (id),
  future_usage text,
  merchant_reference text,
  source_execution_id text REFERENCES provider.executions (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX instruments_by_holder ON provider.instruments (holder_id, created_at DESC, position DESC);

-- Authorizations of every method. outcome stays NULL while the shopper still has to act
-- (3-D Secure, a redirect page, a PayPal confirmation); pending_action says which.
ALTER TABLE provider.authorizations
  ALTER COLUMN outcome DROP NOT NULL,
  ALTER COLUMN bin DROP NOT NULL,
  ALTER COLUMN last_four DROP NOT NULL,
  ALTER COLUMN card_id DROP NOT NULL,
  ALTER COLUMN settle_at DROP NOT NULL,
  ADD COLUMN payment_method_code text NOT NULL DEFAULT 'card',
  ADD COLUMN error_code text CHECK (error_code IN ('declined', 'cancelled')),
  ADD COLUMN instrument_id uuid REFERENCES provider.instruments (id),
  ADD COLUMN store_instrument boolean NOT NULL DEFAULT false,
  ADD COLUMN pending_action text CHECK (pending_action IN ('3ds', 'redirect', 'popup', 'confirm')),
  ADD COLUMN action_parameters jsonb,
  ADD COLUMN return_info jsonb,
  -- Reads of the execution still answered with the request alone (the slow test card).
  ADD COLUMN reads_before_settle integer CHECK (reads_before_settle >= 0),
  ADD COLUMN shopper_outcome text CHECK (shopper_outcome IN ('approved', 'declined', 'cancelled')),
  ADD COLUMN decided_at timestamptz;

-- One payout per execution, to a stored card of the holder; applied once settle_at has passed.
CREATE TABLE provider.payouts (
  execution_id text PRIMARY KEY REFERENCES provider.executions (id),
  instrument_id uuid NOT NULL REFERENCES provider.instruments (id),
  amount_value bigint NOT NULL CHECK (amount_value >= 0),
  amount_currency char(3) NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('payoutSuccessful', 'payoutFailed')),
  decline_reason text,
  requested_at timestamptz NOT NULL,
  settle_at timestamptz NOT NULL,
  settled_at timestamptz
);
