-- Errors and warnings the SDK logged on a session's page, as its telemetry sends them: only the
-- allow-listed fields (SEC-30), each checked on the way in, so nothing personal can be stored.
CREATE TABLE provider.telemetry_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  execution_id text NOT NULL REFERENCES provider.executions (id),
  level text NOT NULL CHECK (level IN ('ERROR', 'WARN')),
  code text,
  message_key text NOT NULL,
  sdk_version text NOT NULL,
  integration text NOT NULL CHECK (integration IN ('script-tag', 'npm')),
  logged_at timestamptz NOT NULL,
  page_origin text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX telemetry_entries_by_execution ON provider.telemetry_entries (execution_id, id);
CREATE INDEX telemetry_entries_by_time ON provider.telemetry_entries (received_at, id);
