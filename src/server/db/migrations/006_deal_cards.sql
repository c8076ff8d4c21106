-- The pipeline list's cards (src/server/deals/cards.ts), kept as JSON text by triggers in the
-- transaction of every write that changes what a card shows, so the list of all open deals is a
-- concatenation rather than thousands of cards assembled from six tables on each call. A card is
-- stored in two parts around its age (days since created), which changes with time alone:
-- head '{"dealId":..,"dealName":..,"stage":..,"age":' and tail ',"dealDate":..,"version":..}'.
-- row_to_json writes JSON as JSON.stringify does (no spaces), so the list answers it as it is.

CREATE TABLE deal_cards (
  deal_id integer PRIMARY KEY REFERENCES deals (id) ON DELETE CASCADE,
  head text NOT NULL,
  tail text NOT NULL
);

-- Rewrites the cards of these deals (deleted ones are gone with their deal). The deals are locked
-- first and the cards read after, with a snapshot of then: whichever of two transactions touching
-- a deal refreshes its card last sees what the other committed (PostgreSQL, READ COMMITTED).
CREATE FUNCTION deal_cards_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM deals WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO deal_cards (deal_id, head, tail)
  SELECT d.id, left(row_to_json(h)::text, -1) || ',"age":', ',' || right(row_to_json(t)::text, -1)
    FROM deals d
    JOIN clients c ON c.id = d.client_id
    LEFT JOIN LATERAL (SELECT p.id, p.proposal_value FROM proposals p
                        WHERE p.deal_id = d.id ORDER BY p.id DESC LIMIT 1) lp ON true
    CROSS JOIN LATERAL (SELECT d.id AS "dealId", d.name AS "dealName", d.stage) h
    CROSS JOIN LATERAL (
      SELECT to_char(d.deal_date, 'YYYY-MM-DD') AS "dealDate", c.company AS "clientName",
             d.client_id AS "clientId", coalesce(lp.proposal_value, 0) AS "proposalValue",
             d.probability,
             (SELECT ('[' || coalesce(string_agg(row_to_json(i)::text, ',' ORDER BY a.user_id), '') || ']')::json
                FROM deal_access a JOIN users u ON u.id = a.user_id
                CROSS JOIN LATERAL (SELECT a.user_id AS id, u.name AS text) i
               WHERE a.deal_id = d.id) AS access,
             (SELECT ('[' || coalesce(string_agg(row_to_json(i)::text, ',' ORDER BY r.position, r.user_id), '') || ']')::json
                FROM deal_rms r JOIN users u ON u.id = r.user_id
                CROSS JOIN LATERAL (SELECT r.user_id AS id, u.name AS text) i
               WHERE r.deal_id = d.id) AS rms,
             (SELECT count(*)::int FROM proposal_invoices pi WHERE pi.proposal_id = lp.id)
               AS "invoicePeriod",
             (SELECT to_char(max(s.last_updated) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                FROM status_updates s WHERE s.deal_id = d.id) AS "statusDate",
             d.state, d.version) t
   WHERE d.id = ANY(ids)
  ON CONFLICT (deal_id) DO UPDATE SET head = excluded.head, tail = excluded.tail;
END
$$;

-- The deals whose cards a transaction changed, refreshed once as it commits (the seed touches
-- each deal in several statements of thousands of rows).
CREATE TABLE deal_cards_stale (
  txid xid8 PRIMARY KEY DEFAULT pg_current_xact_id(),
  deal_ids integer[] NOT NULL
);

CREATE FUNCTION deal_cards_mark(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO deal_cards_stale (deal_ids) SELECT ids WHERE ids IS NOT NULL
  ON CONFLICT (txid) DO UPDATE SET deal_ids = deal_cards_stale.deal_ids || excluded.deal_ids
$$;

CREATE FUNCTION deal_cards_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  DELETE FROM deal_cards_stale WHERE txid = pg_current_xact_id() RETURNING deal_ids INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM deal_cards_refresh(ARRAY(SELECT DISTINCT unnest(ids)));
  END IF;
  RETURN NULL;
END
$$;

-- Fires once per transaction: later marks update the row rather than insert one.
CREATE CONSTRAINT TRIGGER deal_cards_commit AFTER INSERT ON deal_cards_stale
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_cards_commit();

-- The deals of the rows a statement wrote or removed (transition tables need one trigger per
-- event).
CREATE FUNCTION deal_cards_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSIF TG_TABLE_NAME = 'proposal_invoices' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT p.deal_id) INTO ids FROM proposals p
       WHERE p.id IN (SELECT proposal_id FROM old_rows);
    ELSIF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT p.deal_id) INTO ids FROM proposals p
       WHERE p.id IN (SELECT proposal_id FROM new_rows);
    ELSE
      SELECT array_agg(DISTINCT p.deal_id) INTO ids FROM proposals p
       WHERE p.id IN (SELECT proposal_id FROM old_rows UNION SELECT proposal_id FROM new_rows);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT deal_id) INTO ids FROM old_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT deal_id) INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT deal_id) INTO ids
      FROM (SELECT deal_id FROM old_rows UNION SELECT deal_id FROM new_rows) moved;
  END IF;
  PERFORM deal_cards_mark(ids);
  RETURN NULL;
END
$$;

-- A deal's delete takes its card along (the foreign key); its own rows and fields change it.
CREATE TRIGGER deal_cards_insert AFTER INSERT ON deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

-- The parts of a card: access and RMs (with their users' names), proposals (the latest one's
-- value and its invoice periods), status updates (the latest date).
CREATE TRIGGER deal_cards_insert AFTER INSERT ON deal_access
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON deal_access
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_delete AFTER DELETE ON deal_access
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

CREATE TRIGGER deal_cards_insert AFTER INSERT ON deal_rms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON deal_rms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_delete AFTER DELETE ON deal_rms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

CREATE TRIGGER deal_cards_insert AFTER INSERT ON proposals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON proposals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_delete AFTER DELETE ON proposals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

CREATE TRIGGER deal_cards_insert AFTER INSERT ON proposal_invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON proposal_invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_delete AFTER DELETE ON proposal_invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

CREATE TRIGGER deal_cards_insert AFTER INSERT ON status_updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_update AFTER UPDATE ON status_updates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();
CREATE TRIGGER deal_cards_delete AFTER DELETE ON status_updates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_cards_follow();

-- Names shown on cards: a client's company, a user's name (access and RMs).
CREATE FUNCTION deal_cards_follow_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    PERFORM deal_cards_mark(array_agg(d.id)) FROM deals d WHERE d.client_id = NEW.id;
  ELSE
    PERFORM deal_cards_mark(array_agg(ids.deal_id))
       FROM (SELECT deal_id FROM deal_access WHERE user_id = NEW.id
             UNION SELECT deal_id FROM deal_rms WHERE user_id = NEW.id) ids;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER deal_cards_name AFTER UPDATE ON clients
  FOR EACH ROW WHEN (OLD.company IS DISTINCT FROM NEW.company)
  EXECUTE FUNCTION deal_cards_follow_name();
CREATE TRIGGER deal_cards_name AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION deal_cards_follow_name();

SELECT deal_cards_refresh(array_agg(id)) FROM deals;
ANALYZE deal_cards;
