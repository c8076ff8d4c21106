-- Live updates (src/server/live): a transaction that logs a change tells every API process once,
-- when it commits, through NOTIFY. The payload is the transaction's id: a listener pokes devices
-- only once every transaction below it has finished, so the device's walk reaches the change.
-- PostgreSQL folds identical payloads of one transaction into one notice: a bulk write sends one.
CREATE FUNCTION sync_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crm_feed', pg_current_xact_id()::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sync_notify AFTER INSERT ON sync_changes
  FOR EACH STATEMENT EXECUTE FUNCTION sync_notify();

-- Streams end with their sign-in: a refresh token family revoked (reuse, a password change) or a
-- user deactivated or given another role (the stream's scope was the old role's).
CREATE FUNCTION session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('crm_session', 'family:' || NEW.family_id);
  ELSE
    PERFORM pg_notify('crm_session', 'user:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER session_notify AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION session_notify();
CREATE TRIGGER session_notify AFTER UPDATE OF active, role_id, deleted_at ON users
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active
                     OR OLD.role_id IS DISTINCT FROM NEW.role_id
                     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION session_notify();
