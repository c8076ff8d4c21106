-- The change feed's log (src/server/feed): which clients, contacts and deals each transaction
-- touched, written by triggers so that no handler has to remember it. A window of the feed reads
-- the rows with since <= txid < until, where until is a snapshot's xmin: every transaction below
-- it has finished, so a committed change is never skipped.

CREATE TABLE sync_changes (
  txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  entity text NOT NULL CHECK (entity IN ('client', 'contact', 'deal')),
  entity_id bigint NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT now(),
  -- One row per entity per transaction, however often the transaction touched it.
  PRIMARY KEY (txid, entity, entity_id)
);

-- epoch: part of every cursor, renewed when the data is reset (TRUNCATE, a reseed), so a device's
-- cursor from before the reset asks for a full window rather than for changes of a log that no
-- longer describes its data. horizon: the log holds every change from this txid on (older rows
-- are pruned); an older cursor gets a full window.
CREATE TABLE sync_state (
  single boolean PRIMARY KEY DEFAULT true CHECK (single),
  epoch integer NOT NULL,
  horizon xid8 NOT NULL
);
INSERT INTO sync_state (epoch, horizon) VALUES (1 + floor(random() * 524287)::int, pg_current_xact_id());

CREATE FUNCTION sync_log(kind text, ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_changes (entity, entity_id)
  SELECT DISTINCT kind, id FROM unnest(ids) AS id WHERE id IS NOT NULL
  ON CONFLICT DO NOTHING;
END
$$;

-- deals itself and its child tables (deal_id): the deal. OLD is null on INSERT, NEW on DELETE.
CREATE FUNCTION sync_log_deal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    PERFORM sync_log('deal', ARRAY[OLD.id, NEW.id]::bigint[]);
  ELSE
    PERFORM sync_log('deal', ARRAY[OLD.deal_id, NEW.deal_id]::bigint[]);
  END IF;
  RETURN NULL;
END
$$;

-- Receivers and invoice periods of a proposal: the proposal's deal. Deleted with their proposal
-- (a cascade), they find it gone; the proposal's own row logged the deal then.
CREATE FUNCTION sync_log_proposal_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('deal', array_agg(p.deal_id)::bigint[])
     FROM proposals p WHERE p.id IN (OLD.proposal_id, NEW.proposal_id);
  RETURN NULL;
END
$$;

-- A client; a company rename also shows on its contacts (the contact list's company) and its
-- deals (card and detail).
CREATE FUNCTION sync_log_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('client', ARRAY[OLD.id, NEW.id]::bigint[]);
  IF TG_OP = 'UPDATE' AND OLD.company IS DISTINCT FROM NEW.company THEN
    PERFORM sync_log('contact', array_agg(ct.id)::bigint[]) FROM contacts ct WHERE ct.client_id = NEW.id;
    PERFORM sync_log('deal', array_agg(d.id)::bigint[]) FROM deals d WHERE d.client_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION sync_log_client_rm() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('client', ARRAY[OLD.client_id, NEW.client_id]::bigint[]);
  RETURN NULL;
END
$$;

-- A contact (the client list shows none of its contacts); a rename also shows on the deals that
-- name it as their contact or a member. Its deletion updates or deletes those rows, which log.
CREATE FUNCTION sync_log_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('contact', ARRAY[OLD.id, NEW.id]::bigint[]);
  IF TG_OP = 'UPDATE' AND OLD.name IS DISTINCT FROM NEW.name THEN
    PERFORM sync_log('deal', array_agg(ids.deal_id)::bigint[])
       FROM (SELECT d.id AS deal_id FROM deals d WHERE d.contact_id = NEW.id
             UNION SELECT m.deal_id FROM deal_members m WHERE m.contact_id = NEW.id) ids;
  END IF;
  RETURN NULL;
END
$$;

-- A user's name, email, branch or segment shows on client rows (relationship managers) and on
-- deals (RMs, access, consultants, person in charge, status updates' and journal's authors).
CREATE FUNCTION sync_log_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('client', array_agg(cr.client_id)::bigint[])
     FROM client_rms cr WHERE cr.user_id = NEW.id;
  PERFORM sync_log('deal', array_agg(ids.deal_id)::bigint[])
     FROM (SELECT deal_id FROM deal_rms WHERE user_id = NEW.id
           UNION SELECT deal_id FROM deal_access WHERE user_id = NEW.id
           UNION SELECT deal_id FROM deal_consultants WHERE user_id = NEW.id
           UNION SELECT id FROM deals WHERE pic_id = NEW.id
           UNION SELECT deal_id FROM status_updates WHERE user_id = NEW.id
           UNION SELECT deal_id FROM deal_journal WHERE updated_by = NEW.id) ids;
  RETURN NULL;
END
$$;

-- TRUNCATE (clearing the database before a reseed) logs no rows: renew the epoch instead.
CREATE FUNCTION sync_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sync_changes;
  UPDATE sync_state SET epoch = 1 + (epoch + floor(random() * 524286)::int) % 524287,
                        horizon = pg_current_xact_id();
  RETURN NULL;
END
$$;

CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deals
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_rms
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_tribes
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_access
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_consultants
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_members
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_stage_history
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON proposals
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON deal_journal
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON status_updates
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON proposal_contacts
  FOR EACH ROW EXECUTE FUNCTION sync_log_proposal_part();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON proposal_invoices
  FOR EACH ROW EXECUTE FUNCTION sync_log_proposal_part();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION sync_log_client();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON client_rms
  FOR EACH ROW EXECUTE FUNCTION sync_log_client_rm();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION sync_log_contact();
CREATE TRIGGER sync_log AFTER UPDATE OF name, email, branch_id, segment_id ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
                     OR OLD.branch_id IS DISTINCT FROM NEW.branch_id
                     OR OLD.segment_id IS DISTINCT FROM NEW.segment_id)
  EXECUTE FUNCTION sync_log_user();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
