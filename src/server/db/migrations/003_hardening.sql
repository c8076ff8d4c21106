-- Login throttling counts failures per account and client address together (an attacker's
-- address does not lock the real user out from theirs).
ALTER TABLE login_attempts ADD COLUMN client text NOT NULL DEFAULT '';
DROP INDEX login_attempts_email_idx;
CREATE INDEX login_attempts_key_idx ON login_attempts (email, client, attempted_at);

-- A key reused with another body is refused, not answered with the first body's answer; old
-- keys are pruned by age.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
