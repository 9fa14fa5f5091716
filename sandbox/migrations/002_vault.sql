CREATE SCHEMA IF NOT EXISTS vault;

CREATE TABLE vault.sessions (
  vault_id text PRIMARY KEY,
  execution_id text NOT NULL,
  allowed_origins jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- PAN, CVC and name are AES-256-GCM ciphertexts; only display data is kept in clear.
CREATE TABLE vault.cards (
  id text PRIMARY KEY,
  vault_id text NOT NULL REFERENCES vault.sessions (vault_id),
  card_number_encrypted text NOT NULL,
  security_code_encrypted text,
  cardholder_name_encrypted text,
  expiry_month text NOT NULL,
  expiry_year text NOT NULL,
  network text NOT NULL,
  bin text NOT NULL,
  last_four text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE vault.tokens (
  token text PRIMARY KEY,
  vault_id text NOT NULL REFERENCES vault.sessions (vault_id),
  card_id text NOT NULL REFERENCES vault.cards (id),
  field text NOT NULL CHECK (field IN ('card_number', 'expiry_month', 'expiry_year', 'security_code', 'cardholder_name')),
  created_at timestamptz NOT NULL
);
CREATE INDEX tokens_by_card ON vault.tokens (card_id);

CREATE TABLE vault.idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status_code integer NOT NULL,
  response_body text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
