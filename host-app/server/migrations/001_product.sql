-- The product site's schema: accounts, sign-in, content, subscriptions, ads and analytics.
CREATE SCHEMA IF NOT EXISTS product;

CREATE TABLE product.settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Accounts. Email and phone are each optional but unique; passwords are scrypt hashes.
CREATE TABLE product.subscribers (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  email text UNIQUE,
  phone_number text UNIQUE,
  password_hash text,
  avatar text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (email IS NOT NULL OR phone_number IS NOT NULL)
);

-- A signed bearer token names a session; signing out revokes it before its expiry.
CREATE TABLE product.sessions (
  id text PRIMARY KEY,
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  stay_signed_in boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_subscriber ON product.sessions (subscriber_id);

-- One-time codes are stored as keyed hashes only.
CREATE TABLE product.otp_challenges (
  id text PRIMARY KEY,
  target text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  consumed_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX otp_challenges_target ON product.otp_challenges (target, created_at DESC);

-- Fixed-window counters shared by every API process.
CREATE TABLE product.rate_limit_buckets (
  bucket_key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE product.channels (
  id text PRIMARY KEY,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  thumbnail text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE product.categories (
  id text PRIMARY KEY,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  thumbnail text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE product.videos (
  id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES product.channels (id),
  category_id text NOT NULL REFERENCES product.categories (id),
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL,
  description_ar text NOT NULL,
  format smallint NOT NULL,
  duration_seconds integer NOT NULL,
  is_premium boolean NOT NULL,
  featured boolean NOT NULL,
  thumbnail text NOT NULL,
  poster text NOT NULL,
  stream_file text NOT NULL,
  stream_mime text NOT NULL,
  stream_kind text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX videos_channel ON product.videos (channel_id, published_at DESC);

CREATE TABLE product.events (
  id text PRIMARY KEY,
  channel_id text NOT NULL REFERENCES product.channels (id),
  video_id text NOT NULL REFERENCES product.videos (id),
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL,
  description_ar text NOT NULL,
  location_en text NOT NULL,
  location_ar text NOT NULL,
  category_en text NOT NULL,
  category_ar text NOT NULL,
  label_en text NOT NULL,
  label_ar text NOT NULL,
  cover_image text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);

CREATE TABLE product.interests (
  id text PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  icon text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE product.subscriber_interests (
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  interest_id text NOT NULL REFERENCES product.interests (id),
  PRIMARY KEY (subscriber_id, interest_id)
);

CREATE TABLE product.channel_follows (
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES product.channels (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subscriber_id, channel_id)
);
CREATE INDEX channel_follows_channel ON product.channel_follows (channel_id);

-- Mobile operators offered for carrier billing, per home country (UK, not GB).
CREATE TABLE product.operators (
  id text PRIMARY KEY,
  country text NOT NULL,
  name text NOT NULL,
  logo text NOT NULL,
  is_live boolean NOT NULL,
  sort_order integer NOT NULL
);
CREATE INDEX operators_country ON product.operators (country, sort_order);

CREATE TABLE product.home_terms (
  country text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'ar')),
  terms_text text NOT NULL,
  PRIMARY KEY (country, locale)
);

-- Written by the payment flows; the API only reads it to decide VIP access.
CREATE TABLE product.subscriptions (
  id text PRIMARY KEY,
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  plan_key text NOT NULL CHECK (plan_key IN ('monthly', 'quarterly', 'yearly', 'monthly_trial_7days')),
  payment_method text NOT NULL CHECK (payment_method IN ('Mobile', 'CreditCard', 'ApplePay', 'GooglePay', 'Voucher')),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  auto_renew boolean NOT NULL,
  is_trial boolean NOT NULL,
  started_at timestamptz NOT NULL,
  current_period_ends_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  source text,
  campaign_id text,
  influencer_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_subscriber ON product.subscriptions (subscriber_id, current_period_ends_at DESC);

CREATE TABLE product.ad_units (
  unit text PRIMARY KEY CHECK (unit IN ('billboard', 'mpu', 'interstitial', 'sticky')),
  ad_unit_id text NOT NULL
);

CREATE TABLE product.house_ads (
  id text PRIMARY KEY,
  placement text NOT NULL CHECK (placement IN ('mpu', 'native', 'audio', 'interstitial', 'preroll', 'billboard', 'sticky')),
  title_en text NOT NULL,
  title_ar text NOT NULL,
  image text NOT NULL,
  target_url text NOT NULL,
  sort_order integer NOT NULL,
  active boolean NOT NULL
);

CREATE TABLE product.analytics_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  device_id text NOT NULL,
  session_id text NOT NULL,
  user_id text NOT NULL,
  name text NOT NULL,
  screen text,
  occurred_at timestamptz NOT NULL,
  properties jsonb NOT NULL
);
CREATE INDEX analytics_events_name ON product.analytics_events (name, occurred_at);
