-- The instant a paid period started from a purchase, a trial's end or an upgrade: every later
-- period end is this plus whole months, on its day clamped to the month's last day. Null on rows
-- recorded before it was kept; they are anchored on their current period's end.
ALTER TABLE product.subscriptions ADD COLUMN billing_anchor_at timestamptz;
