-- A session is for a payment, or for one payout the merchant's server set up: a payout execution
-- pays its own amount out to the stored card named here, and to nothing else.
ALTER TABLE provider.executions
  ADD COLUMN kind text NOT NULL DEFAULT 'payment' CHECK (kind IN ('payment', 'payout')),
  ADD COLUMN payout_instrument_id uuid REFERENCES provider.instruments (id),
  ADD CONSTRAINT executions_payout_instrument CHECK ((kind = 'payout') = (payout_instrument_id IS NOT NULL));

-- The merchant voids a successful authorization it no longer wants. The status list has no void
-- status, so the authorization keeps authorizeSuccessful and carries the void itself.
ALTER TABLE provider.authorizations
  ADD COLUMN voided_at timestamptz,
  ADD CONSTRAINT authorizations_void_only_successful CHECK (voided_at IS NULL OR (outcome = 'authorizeSuccessful' AND settled_at IS NOT NULL));
