-- Help chat messages, kept for the support team. The acknowledgement is the number the viewer is
-- shown and the team answers under; reply_to is the account's email, or the one a visitor gave.
CREATE TABLE product.help_messages (
  acknowledgement text PRIMARY KEY,
  subscriber_id text REFERENCES product.subscribers (id) ON DELETE SET NULL,
  reply_to text NOT NULL,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  locale text NOT NULL CHECK (locale IN ('en', 'ar')),
  received_at timestamptz NOT NULL
);
CREATE INDEX help_messages_reply_to ON product.help_messages (reply_to, received_at);
