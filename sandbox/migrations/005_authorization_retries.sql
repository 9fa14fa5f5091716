-- A declined authorization may be followed by another on the same execution (the shopper tries
-- another card), so authorizations get their own id; the newest one is the execution's current.
ALTER TABLE provider.authorizations DROP CONSTRAINT authorizations_pkey;
ALTER TABLE provider.authorizations ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
CREATE INDEX authorizations_by_execution ON provider.authorizations (execution_id, id);

-- Only a failed authorization makes room for the next: at most one is requested, pending or
-- successful per execution. outcome is planned at the request, so a failure counts once settled.
CREATE UNIQUE INDEX authorizations_one_open_per_execution ON provider.authorizations (execution_id)
  WHERE settled_at IS NULL OR outcome IS DISTINCT FROM 'authorizeFailed';
