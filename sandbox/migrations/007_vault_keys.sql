-- Keys now come from the environment or a key file, never from this database (see "Key material"
-- in sandbox/README.md). The secret kept here could open every value sealed under it, so those
-- values (format v1, without a key id) are dropped rather than migrated: a copy of the database
-- already exposed them. Instruments that pointed at a dropped card become invalid.
UPDATE provider.instruments SET status = 'invalid', card_id = NULL
  WHERE card_id IN (SELECT id FROM vault.cards WHERE card_number_encrypted LIKE 'v1.%');
DELETE FROM vault.tokens WHERE card_id IN (SELECT id FROM vault.cards WHERE card_number_encrypted LIKE 'v1.%');
DELETE FROM vault.cards WHERE card_number_encrypted LIKE 'v1.%';

DELETE FROM vault.record_tokens t USING vault.record_fields f
  WHERE f.record_id = t.record_id AND f.column_name = t.column_name AND f.value_encrypted LIKE 'v1.%';
DELETE FROM vault.record_fields WHERE value_encrypted LIKE 'v1.%';

-- Replays would hand out tokens of dropped values.
DELETE FROM vault.idempotency_keys;

DELETE FROM provider.settings WHERE name = 'signing_secret';
