-- An upgrade charge is finished in one of two ways: the plan changed (applied_at), or the
-- subscription had moved on meanwhile (renewed, changed) and the charge was voided at the
-- provider (voided_at). A charge with neither is still to be voided by the billing run.
ALTER TABLE product.plan_change_charges ADD COLUMN applied_at timestamptz;
ALTER TABLE product.plan_change_charges ADD COLUMN voided_at timestamptz;
-- Charges recorded before these columns changed the plan as they were recorded.
UPDATE product.plan_change_charges SET applied_at = finished_at WHERE status = 'charged';
