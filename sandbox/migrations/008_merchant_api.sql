-- Money the merchant's server moves after an authorization: captures take from it, refunds give
-- back what was captured. Sums are checked under the execution's row lock, so concurrent
-- refunds run one after the other and never return more than was captured.
CREATE TABLE provider.money_movements (
  id text PRIMARY KEY,
  execution_id text NOT NULL REFERENCES provider.executions (id),
  authorization_id bigint NOT NULL REFERENCES provider.authorizations (id),
  kind text NOT NULL CHECK (kind IN ('capture', 'refund')),
  amount_value bigint NOT NULL CHECK (amount_value > 0),
  amount_currency char(3) NOT NULL,
  reason text,
  created_at timestamptz NOT NULL
);
CREATE INDEX money_movements_by_execution ON provider.money_movements (execution_id, created_at);
-- One capture per authorization: a second one is refused rather than taking twice.
CREATE UNIQUE INDEX money_movements_one_capture ON provider.money_movements (authorization_id) WHERE kind = 'capture';

-- Webhook endpoints a merchant registered with its secret key; each signs with its own secret.
CREATE TABLE provider.webhook_endpoints (
  id text PRIMARY KEY,
  merchant_scope text NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  event_types jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  -- A deleted endpoint gets no new events, and its pending deliveries are not sent.
  deleted_at timestamptz
);
CREATE INDEX webhook_endpoints_by_merchant ON provider.webhook_endpoints (merchant_scope, created_at);

-- Events are written in the transaction that changed the payment (an outbox), so none is lost.
CREATE TABLE provider.webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  execution_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- One delivery per event and endpoint; pending ones are retried until next_attempt_at passes.
CREATE TABLE provider.webhook_deliveries (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES provider.webhook_events (id),
  endpoint_id text NOT NULL REFERENCES provider.webhook_endpoints (id),
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempt_count integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON provider.webhook_deliveries (next_attempt_at) WHERE status = 'pending';

CREATE TABLE provider.webhook_attempts (
  delivery_id text NOT NULL REFERENCES provider.webhook_deliveries (id),
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  error text,
  PRIMARY KEY (delivery_id, attempt)
);
