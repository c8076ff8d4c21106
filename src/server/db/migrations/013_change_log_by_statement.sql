-- The change log's row triggers of 002 become statement triggers, like the loggers 009 added: one
-- insert into the log per statement, however many rows it touched. A bulk write (a seed, a CSV
-- import, a deal's journal written at once) fired one trigger and one insert per row before; the
-- 50,000-deal seed spent most of its time there. What each statement logs is the same: the deal of
-- every row it inserted, updated (before and after) or deleted; the client and, on a company
-- rename, its contacts and deals; the contact and, on its rename, the deals that name it.

CREATE FUNCTION sync_log_deal_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('deal', array_agg(id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('deal', array_agg(id)::bigint[]) FROM old_rows;
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('deal', array_agg(deal_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('deal', array_agg(deal_id)::bigint[]) FROM old_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- Receivers and invoice periods of a proposal: the proposal's deal (deleted with their proposal,
-- they find it gone; the proposal's own rows logged the deal then).
CREATE FUNCTION sync_log_proposal_part_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('deal', array_agg(p.deal_id)::bigint[])
       FROM proposals p JOIN new_rows n ON n.proposal_id = p.id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('deal', array_agg(p.deal_id)::bigint[])
       FROM proposals p JOIN old_rows o ON o.proposal_id = p.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION sync_log_client_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('client', array_agg(id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('client', array_agg(id)::bigint[]) FROM old_rows;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      PERFORM sync_log('contact', array_agg(ct.id)::bigint[])
         FROM contacts ct JOIN new_rows n ON n.id = ct.client_id JOIN old_rows o ON o.id = n.id
        WHERE o.company IS DISTINCT FROM n.company;
      PERFORM sync_log('deal', array_agg(d.id)::bigint[])
         FROM deals d JOIN new_rows n ON n.id = d.client_id JOIN old_rows o ON o.id = n.id
        WHERE o.company IS DISTINCT FROM n.company;
    END IF;
  ELSE
    -- client_rms
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('client', array_agg(client_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('client', array_agg(client_id)::bigint[]) FROM old_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- A contact; a rename also shows on the deals that name it (their contact or a member).
CREATE FUNCTION sync_log_contact_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('contact', array_agg(id)::bigint[]) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('contact', array_agg(id)::bigint[]) FROM old_rows;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_log('deal', array_agg(ids.deal_id)::bigint[])
       FROM (SELECT d.id AS deal_id
               FROM deals d JOIN new_rows n ON n.id = d.contact_id JOIN old_rows o ON o.id = n.id
              WHERE o.name IS DISTINCT FROM n.name
             UNION
             SELECT m.deal_id
               FROM deal_members m JOIN new_rows n ON n.id = m.contact_id JOIN old_rows o ON o.id = n.id
              WHERE o.name IS DISTINCT FROM n.name) ids;
  END IF;
  RETURN NULL;
END
$$;

-- The same three triggers on each table, its logger named.
CREATE FUNCTION pg_temp.log_by_statement(tbl text, fn text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER sync_log ON %I', tbl);
  EXECUTE format('CREATE TRIGGER sync_log_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER sync_log_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
                 'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER sync_log_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
END
$$;

SELECT pg_temp.log_by_statement(tbl, 'sync_log_deal_rows')
  FROM unnest(ARRAY['deals', 'deal_rms', 'deal_tribes', 'deal_access', 'deal_consultants',
                    'deal_members', 'deal_stage_history', 'proposals', 'documents', 'deal_journal',
                    'status_updates']) AS tbl;
SELECT pg_temp.log_by_statement(tbl, 'sync_log_proposal_part_rows')
  FROM unnest(ARRAY['proposal_contacts', 'proposal_invoices']) AS tbl;
SELECT pg_temp.log_by_statement(tbl, 'sync_log_client_rows')
  FROM unnest(ARRAY['clients', 'client_rms']) AS tbl;
SELECT pg_temp.log_by_statement('contacts', 'sync_log_contact_rows');

DROP FUNCTION sync_log_deal();
DROP FUNCTION sync_log_proposal_part();
DROP FUNCTION sync_log_client();
DROP FUNCTION sync_log_client_rm();
DROP FUNCTION sync_log_contact();
