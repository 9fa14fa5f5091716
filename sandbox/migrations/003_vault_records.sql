-- Generic records of collect containers: a record belongs to a vault and a table name.
CREATE TABLE vault.records (
  id text PRIMARY KEY,
  vault_id text NOT NULL REFERENCES vault.sessions (vault_id),
  table_name text NOT NULL CHECK (table_name ~ '^[a-z_][a-z0-9_]{0,62}$'),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX records_by_vault_table ON vault.records (vault_id, table_name);

-- Values are AES-256-GCM ciphertexts bound to record and column. value_mac is a keyed HMAC of
-- vault, table, column and value, so an upsert finds its record without decrypting anything.
CREATE TABLE vault.record_fields (
  record_id text NOT NULL REFERENCES vault.records (id),
  column_name text NOT NULL CHECK (column_name ~ '^[a-z_][a-z0-9_]{0,62}$'),
  value_encrypted text NOT NULL,
  value_mac text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (record_id, column_name)
);
CREATE INDEX record_fields_by_mac ON vault.record_fields (column_name, value_mac);

-- A token stands for the value it was issued for: rewriting a column drops its tokens.
CREATE TABLE vault.record_tokens (
  token text PRIMARY KEY,
  vault_id text NOT NULL REFERENCES vault.sessions (vault_id),
  record_id text NOT NULL REFERENCES vault.records (id),
  column_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX record_tokens_by_record ON vault.record_tokens (record_id, column_name);
