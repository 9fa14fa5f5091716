-- Billing history: each charge and attempt names the card it was made on, as the subscriber
-- knows it (network and last four digits, never more). Null where the provider named none
-- (operator lines, attempts made before this was recorded).
ALTER TABLE product.payment_sessions ADD COLUMN card_network text, ADD COLUMN card_last_four text;
ALTER TABLE product.trial_charges ADD COLUMN card_network text, ADD COLUMN card_last_four text;
ALTER TABLE product.renewal_charges ADD COLUMN card_network text, ADD COLUMN card_last_four text;
ALTER TABLE product.plan_change_charges ADD COLUMN card_network text, ADD COLUMN card_last_four text;

-- What a renewal charged for: a downgrade switches the plan at the renewal that charges it.
ALTER TABLE product.renewal_charges ADD COLUMN plan_key text;

