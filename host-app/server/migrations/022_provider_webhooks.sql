-- The provider's webhooks: each event is stored once (an inbox), so a repeated or replayed
-- delivery changes nothing, and the endpoint the product registered is remembered, so a restart
-- does not register a second one.

-- One row per provider event id. processed_at is set once its payment was settled from the
-- provider's record; a row left unprocessed (the process stopped) is settled by the next
-- reconciliation run.
CREATE TABLE product.provider_webhook_events (
  event_id text PRIMARY KEY,
  event_type text NOT NULL,
  execution_id text,
  received_at timestamptz NOT NULL,
  processed_at timestamptz
);
CREATE INDEX provider_webhook_events_unprocessed ON product.provider_webhook_events (received_at) WHERE processed_at IS NULL;

-- The endpoint registered with the provider for a URL. secret_fingerprint tells whether the
-- configured secret changed since (then a new endpoint replaces it). While a process registers,
-- claim_id and lease_expires_at keep another process from registering a second one.
CREATE TABLE product.provider_webhook_endpoints (
  url text PRIMARY KEY,
  endpoint_id text,
  secret_fingerprint text,
  registered_at timestamptz,
  claim_id text,
  lease_expires_at timestamptz
);

-- The reconciliation job reads payments still open after a while, newest last.
CREATE INDEX payment_sessions_open ON product.payment_sessions (created_at) WHERE status = 'created';
