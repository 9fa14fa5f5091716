-- Premium payments: provider payment sessions, mobile-operator and voucher billing, vouchers.

-- One row per provider payment session the API created for a subscriber; VIP is granted only
-- once the provider confirms the authorization of its execution.
CREATE TABLE product.payment_sessions (
  id text PRIMARY KEY,
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  execution_id text NOT NULL UNIQUE,
  plan_key text NOT NULL CHECK (plan_key IN ('monthly', 'quarterly', 'yearly', 'monthly_trial_7days')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  variation text,
  source text NOT NULL,
  os_type text,
  language text NOT NULL,
  url_referrer text,
  status text NOT NULL CHECK (status IN ('created', 'confirmed', 'failed')),
  payment_method text CHECK (payment_method IN ('CreditCard', 'ApplePay', 'GooglePay')),
  subscription_id text REFERENCES product.subscriptions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX payment_sessions_subscriber ON product.payment_sessions (subscriber_id, created_at DESC);

-- Vouchers: each code is redeemed at most once (redeemed_by is set by a conditional update).
CREATE TABLE product.vouchers (
  code text PRIMARY KEY,
  plan_key text NOT NULL CHECK (plan_key IN ('monthly', 'quarterly', 'yearly')),
  redeemed_by text,
  redeemed_at timestamptz,
  CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL))
);

-- A mobile-operator or voucher payment attempt, confirmed by a one-time code.
CREATE TABLE product.billing_transactions (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mobile', 'voucher')),
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  plan_key text NOT NULL CHECK (plan_key IN ('monthly', 'quarterly', 'yearly', 'monthly_trial_7days')),
  operator_id text REFERENCES product.operators (id),
  msisdn text,
  email text,
  voucher_code text REFERENCES product.vouchers (code),
  status text NOT NULL CHECK (status IN ('otp_sent', 'completed', 'failed')),
  campaign_id text,
  influencer_id text,
  subscription_id text REFERENCES product.subscriptions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((kind = 'mobile' AND operator_id IS NOT NULL AND msisdn IS NOT NULL) OR (kind = 'voucher' AND voucher_code IS NOT NULL AND email IS NOT NULL))
);
CREATE INDEX billing_transactions_subscriber ON product.billing_transactions (subscriber_id, created_at DESC);

-- Whether a subscriber ever had a trial is read from subscriptions.is_trial.
CREATE INDEX subscriptions_trials ON product.subscriptions (subscriber_id) WHERE is_trial;

-- Vouchers are not seeded here: TEST seeds random codes in code (billing/testVouchers.ts), production none.
