-- The card a claimed renewal or trial-end charge is made on, read under the subscriber's payment
-- lock when the charge is claimed: a takeover after a lost answer charges the same card under the
-- same key, and a card replaced meanwhile is not deleted at the provider while that charge is in
-- flight. Claims made before this column existed have none, and count as on any card.
ALTER TABLE product.renewal_charges ADD COLUMN payment_instrument_id text;
ALTER TABLE product.trial_charges ADD COLUMN payment_instrument_id text;
