-- Accounts: an email holds a password sign-in only once a code sent to it has been entered.
ALTER TABLE product.subscribers ADD COLUMN email_verified_at timestamptz;

-- An account made by an email code proved its email then. Accounts made with a password never
-- did: they stay unverified, so their next sign-in is by an emailed code, which drops the
-- password and every session whoever made the account might hold.
UPDATE product.subscribers SET email_verified_at = created_at WHERE email IS NOT NULL AND password_hash IS NULL;

-- Vouchers: 002 once seeded guessable codes (VIP-MONTH-0001 …, VIP-YEAR-0001 …, VIP-USED-0001)
-- in every environment. An attempt still waiting for its email code with one of them fails ...
UPDATE product.billing_transactions SET status = 'failed'
WHERE kind = 'voucher' AND status = 'otp_sent' AND voucher_code ~ '^VIP-(MONTH|YEAR|USED)-[0-9]{4}$';

-- ... the unused ones nothing refers to go ...
DELETE FROM product.vouchers AS voucher
WHERE voucher.code ~ '^VIP-(MONTH|YEAR|USED)-[0-9]{4}$'
  AND voucher.redeemed_by IS NULL
  AND NOT EXISTS (SELECT 1 FROM product.billing_transactions AS attempt WHERE attempt.voucher_code = voucher.code);

-- ... and the unused ones a failed attempt still names can no longer be redeemed. Redeemed
-- codes stay, as the record of what their subscription was paid with.
UPDATE product.vouchers SET redeemed_by = 'retired', redeemed_at = now()
WHERE code ~ '^VIP-(MONTH|YEAR|USED)-[0-9]{4}$' AND redeemed_by IS NULL;
