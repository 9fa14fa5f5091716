CREATE SCHEMA IF NOT EXISTS provider;

-- Secrets generated once so tokens and encrypted cards survive restarts.
CREATE TABLE provider.settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE provider.executions (
  id text PRIMARY KEY,
  merchant_reference text NOT NULL,
  holder_reference text,
  holder_id text NOT NULL,
  amount_value bigint NOT NULL CHECK (amount_value >= 0),
  amount_currency char(3) NOT NULL,
  vault_id text NOT NULL UNIQUE,
  allowed_origins jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE provider.execution_statuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  execution_id text NOT NULL REFERENCES provider.executions (id),
  code text NOT NULL,
  time timestamptz NOT NULL
);
CREATE INDEX execution_statuses_by_execution ON provider.execution_statuses (execution_id, id);

-- One authorize request per execution; its outcome is applied once settle_at has passed.
CREATE TABLE provider.authorizations (
  execution_id text PRIMARY KEY REFERENCES provider.executions (id),
  outcome text NOT NULL CHECK (outcome IN ('authorizeSuccessful', 'authorizeFailed')),
  decline_reason text,
  network text,
  bin text NOT NULL,
  last_four text NOT NULL,
  card_id text NOT NULL,
  requested_at timestamptz NOT NULL,
  settle_at timestamptz NOT NULL,
  settled_at timestamptz
);

CREATE TABLE provider.idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status_code integer NOT NULL,
  response_body text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
