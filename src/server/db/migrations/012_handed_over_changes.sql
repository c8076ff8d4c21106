-- Changes a deactivated (or deleted) user's device had not sent, handed over before the device
-- wiped the user's data (POST /auth/handover). Kept as the device wrote them, for administrators
-- to read (GET /auth/handovers) and redo by hand; nothing applies them. A retried handover stores
-- each change once: (user_id, op_id) is unique.
CREATE TABLE handed_over_changes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  device_id text NOT NULL DEFAULT '',
  op_id text NOT NULL,
  op_type text NOT NULL,
  label text NOT NULL DEFAULT '',
  payload text NOT NULL DEFAULT '',
  op_created_at text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, op_id)
);
CREATE INDEX handed_over_changes_received_idx ON handed_over_changes (received_at DESC, id DESC);
