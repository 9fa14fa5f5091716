-- Sign-in with an identity provider (Sign in with Apple, Login with Snapchat).

-- Each sign-in from its start to the session it hands over. The browser that started it holds a
-- random key in a cookie; only its hash is kept. The provider's answer is taken once
-- (returned_at), and the session is handed over once (handed_over_at).
CREATE TABLE product.identity_sign_ins (
  id text PRIMARY KEY,
  browser_key_hash text NOT NULL UNIQUE,
  provider text NOT NULL CHECK (provider IN ('apple', 'snapchat')),
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'ar')),
  next_path text,
  stay_signed_in boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  returned_at timestamptz,
  subscriber_id text REFERENCES product.subscribers (id) ON DELETE CASCADE,
  account text CHECK (account IN ('new', 'linked', 'returning')),
  -- Why the provider's answer was not taken: state, issuer, nonce, idToken, code, cancelled, providerError, unavailable.
  refused_because text,
  handed_over_at timestamptz
);
CREATE INDEX identity_sign_ins_expiry ON product.identity_sign_ins (expires_at);

-- A provider's subject signs in to one account, for good: the link is made once, by a new
-- account or by a verified email equal to the account's.
CREATE TABLE product.subscriber_identities (
  provider text NOT NULL CHECK (provider IN ('apple', 'snapchat')),
  subject text NOT NULL,
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  -- The email the provider gave when the link was made (an Apple private relay address included).
  email text,
  linked_at timestamptz NOT NULL,
  last_sign_in_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX subscriber_identities_subscriber ON product.subscriber_identities (subscriber_id);

-- An account made by a provider that shared no email (Snapchat often does not) has neither email
-- nor phone: its identity is how it signs in.
ALTER TABLE product.subscribers ADD COLUMN made_by_identity_provider boolean NOT NULL DEFAULT false;
ALTER TABLE product.subscribers DROP CONSTRAINT subscribers_check;
ALTER TABLE product.subscribers ADD CONSTRAINT subscribers_sign_in_check CHECK (email IS NOT NULL OR phone_number IS NOT NULL OR made_by_identity_provider);
