-- Every table a device keeps moves by the change feed (src/server/feed): besides clients,
-- contacts and deals, the log now names
--   invoice  an invoice (both invoice lists),
--   target   a person whose personal targets, or whose place in someone's approval scope, changed,
--   team     a team,
--   user     a person (the profile, the RM list and details),
--   master   the option lists (id 0): master data, client filter options, team people,
--   report   a person whose report figures changed (id 0: figures of no one person, e.g. a tribe's);
--            an option's new name (master) makes every report answer stale,
--   report_text  a person whose report rows' texts changed (a deal's or a visit's), not their
--            figures (id 0: everyone's: a company or contact renamed).
-- The feed answers invoice, target, team and user ids as rows (or deletes) of each device's scope;
-- master and report entries tell a device which kept whole answers went stale.

ALTER TABLE sync_changes DROP CONSTRAINT sync_changes_entity_check;
ALTER TABLE sync_changes ADD CONSTRAINT sync_changes_entity_check
  CHECK (entity IN ('client', 'contact', 'deal', 'invoice', 'target', 'team', 'user', 'master', 'report',
                    'report_text'));

-- Statement-level loggers read the rows a statement changed from its transition tables: one insert
-- into the log per statement, however many rows a bulk write (a seed, an import) touched.

-- An invoice; an update also changes its RMs' figures.
CREATE FUNCTION sync_log_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM old_rows;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
       FROM invoice_rms r JOIN new_rows n ON n.id = r.invoice_id;
    -- An invoice of no RM counts in the tribes' figures only.
    PERFORM sync_log('report', ARRAY[0]::bigint[]);
  END IF;
  RETURN NULL;
END
$$;

-- The RM or tribe shares of an invoice: the invoice, and the figures of the RMs added or removed.
CREATE FUNCTION sync_log_invoice_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('invoice', array_agg(invoice_id)::bigint[]) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('invoice', array_agg(invoice_id)::bigint[]) FROM old_rows;
  END IF;
  IF TG_TABLE_NAME = 'invoice_rms' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM old_rows;
    END IF;
  ELSE
    PERFORM sync_log('report', ARRAY[0]::bigint[]);
  END IF;
  RETURN NULL;
END
$$;

-- A sales visit counts in its RMs' and its author's figures (a new, a deleted or a moved visit);
-- another change shows only in their report rows' texts.
CREATE FUNCTION sync_log_visits() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := 'report';
BEGIN
  -- Nested: a condition naming old_rows is planned only in an update's trigger.
  IF TG_TABLE_NAME = 'visits' AND TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE o.visit_date IS DISTINCT FROM n.visit_date
                       OR o.user_id IS DISTINCT FROM n.user_id) THEN
      kind := 'report_text';
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'visits' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log(kind, array_agg(user_id)::bigint[]) FROM new_rows;
      PERFORM sync_log(kind, array_agg(r.user_id)::bigint[])
         FROM visit_rms r JOIN new_rows n ON n.id = r.visit_id;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log(kind, array_agg(user_id)::bigint[]) FROM old_rows;
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log(kind, array_agg(user_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log(kind, array_agg(user_id)::bigint[]) FROM old_rows;
    END IF;
  END IF;
  IF kind = 'report' THEN
    PERFORM sync_log('report', ARRAY[0]::bigint[]);
  END IF;
  RETURN NULL;
END
$$;

-- A personal target (type 'rm') is its person's; the other units' targets count in the company's
-- figures only.
CREATE FUNCTION sync_log_target_of(target_type text, subject bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target_type = 'rm' THEN
    PERFORM sync_log('target', ARRAY[subject]);
    PERFORM sync_log('report', ARRAY[subject]);
  END IF;
  PERFORM sync_log('report', ARRAY[0]::bigint[]);
END
$$;

CREATE FUNCTION sync_log_targets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'targets' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log_target_of(t.type, t.subject_id) FROM (SELECT DISTINCT type, subject_id FROM new_rows) t;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log_target_of(t.type, t.subject_id) FROM (SELECT DISTINCT type, subject_id FROM old_rows) t;
    END IF;
  ELSE
    -- Items deleted with their target (a cascade) find it gone: its own row logged it then.
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log_target_of(t.type, t.subject_id)
         FROM (SELECT DISTINCT t.type, t.subject_id FROM targets t JOIN new_rows n ON n.target_id = t.id) t;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log_target_of(t.type, t.subject_id)
         FROM (SELECT DISTINCT t.type, t.subject_id FROM targets t JOIN old_rows o ON o.target_id = t.id) t;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- A team; its people's targets change hands (who approves them), and its leader's and mentor's
-- team tables change.
CREATE FUNCTION sync_log_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team_ids bigint[];
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    team_ids := ARRAY[OLD.id, NEW.id]::bigint[];
    PERFORM sync_log('target', ARRAY[OLD.leader_id, OLD.mentor_id, NEW.leader_id, NEW.mentor_id]::bigint[]);
    PERFORM sync_log('report', ARRAY[OLD.leader_id, OLD.mentor_id, NEW.leader_id, NEW.mentor_id]::bigint[]);
    -- A new leader or mentor approves the members' targets now.
    PERFORM sync_log('target', array_agg(tm.user_id)::bigint[])
       FROM team_members tm WHERE tm.team_id = ANY(team_ids);
  ELSE
    team_ids := ARRAY[OLD.team_id, NEW.team_id]::bigint[];
    PERFORM sync_log('target', ARRAY[OLD.user_id, NEW.user_id]::bigint[]);
    PERFORM sync_log('report', array_agg(p.id)::bigint[])
       FROM (SELECT leader_id AS id FROM teams WHERE id = ANY(team_ids)
             UNION SELECT mentor_id FROM teams WHERE id = ANY(team_ids)) p;
  END IF;
  PERFORM sync_log('team', team_ids);
  RETURN NULL;
END
$$;

-- A person's own row: the profile, the RM list and details, the option lists that name people,
-- the teams, invoices and targets that show them, and their figures (reports name them).
CREATE FUNCTION sync_log_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('user', ARRAY[NEW.id]::bigint[]);
  PERFORM sync_log('target', ARRAY[NEW.id]::bigint[]);
  -- What the option lists and the reports show of a person (a phone is neither).
  IF TG_OP = 'INSERT' OR (OLD.name, OLD.email, OLD.role_id, OLD.tribe_id, OLD.segment_id, OLD.branch_id,
                          OLD.active, OLD.deleted_at)
                         IS DISTINCT FROM
                         (NEW.name, NEW.email, NEW.role_id, NEW.tribe_id, NEW.segment_id, NEW.branch_id,
                          NEW.active, NEW.deleted_at) THEN
    PERFORM sync_log('report', ARRAY[NEW.id]::bigint[]);
    PERFORM sync_log('master', ARRAY[0]::bigint[]);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_log('team', array_agg(t.id)::bigint[])
       FROM (SELECT id FROM teams WHERE leader_id = NEW.id OR mentor_id = NEW.id
             UNION SELECT team_id FROM team_members WHERE user_id = NEW.id) t;
    PERFORM sync_log('invoice', array_agg(i.id)::bigint[])
       FROM (SELECT invoice_id AS id FROM invoice_rms WHERE user_id = NEW.id
             UNION SELECT id FROM invoices WHERE pic_id = NEW.id OR created_by = NEW.id
             UNION SELECT i.id FROM invoices i JOIN deal_access a ON a.deal_id = i.deal_id
                    WHERE a.user_id = NEW.id) i;
  END IF;
  RETURN NULL;
END
$$;

-- A deal's name and access show on its invoices.
CREATE FUNCTION sync_log_deal_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM invoices WHERE deal_id = NEW.id;
  ELSE
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM invoices
      WHERE deal_id = coalesce(NEW.deal_id, OLD.deal_id);
  END IF;
  RETURN NULL;
END
$$;

-- A company or contact name shows on invoices.
CREATE FUNCTION sync_log_named_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM invoices WHERE client_id = NEW.id;
  ELSE
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM invoices WHERE contact_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

-- An option list (a tribe, segment, branch, stage, proposal type, industry or platform). A new
-- name shows on the rows that name it.
CREATE FUNCTION sync_log_option() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  option_id integer := coalesce(NEW.id, OLD.id);
BEGIN
  PERFORM sync_log('master', ARRAY[0]::bigint[]);
  IF TG_OP <> 'UPDATE' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'tribes' THEN
    PERFORM sync_log('deal', array_agg(deal_id)::bigint[]) FROM deal_tribes WHERE tribe_id = option_id;
    PERFORM sync_log('invoice', array_agg(invoice_id)::bigint[]) FROM invoice_tribes WHERE tribe_id = option_id;
  ELSIF TG_TABLE_NAME IN ('segments', 'branches') THEN
    PERFORM sync_log('deal', array_agg(id)::bigint[]) FROM deals
      WHERE (TG_TABLE_NAME = 'segments' AND segment_id = option_id) OR (TG_TABLE_NAME = 'branches' AND branch_id = option_id);
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM invoices
      WHERE (TG_TABLE_NAME = 'segments' AND segment_id = option_id) OR (TG_TABLE_NAME = 'branches' AND branch_id = option_id);
    PERFORM sync_log('user', array_agg(id)::bigint[]) FROM users
      WHERE (TG_TABLE_NAME = 'segments' AND segment_id = option_id) OR (TG_TABLE_NAME = 'branches' AND branch_id = option_id);
    PERFORM sync_log('client', array_agg(id)::bigint[]) FROM clients
      WHERE TG_TABLE_NAME = 'segments' AND segment_id = option_id;
  ELSIF TG_TABLE_NAME = 'industries' THEN
    PERFORM sync_log('client', array_agg(id)::bigint[]) FROM clients WHERE industry_id = option_id;
  ELSIF TG_TABLE_NAME = 'platforms' THEN
    PERFORM sync_log('user', array_agg(id)::bigint[]) FROM users WHERE platform_id = option_id;
  END IF;
  RETURN NULL;
END
$$;

-- A deal's figures (its stage, probability, state, date, units; its proposal's value and invoice
-- periods; its RMs and tribes) are its RMs'; its name shows only in their report rows' texts.
CREATE FUNCTION sync_log_deal_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    PERFORM sync_log('report_text', array_agg(r.user_id)::bigint[])
       FROM deal_rms r JOIN new_rows n ON n.id = r.deal_id JOIN old_rows o ON o.id = n.id
      WHERE o.name IS DISTINCT FROM n.name;
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE (o.stage, o.probability, o.state, o.deal_date, o.tribe_id, o.segment_id,
                           o.branch_id, o.client_id)
                          IS DISTINCT FROM
                          (n.stage, n.probability, n.state, n.deal_date, n.tribe_id, n.segment_id,
                           n.branch_id, n.client_id)) THEN
      RETURN NULL;
    END IF;
    PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
       FROM deal_rms r JOIN new_rows n ON n.id = r.deal_id JOIN old_rows o ON o.id = n.id
      WHERE (o.stage, o.probability, o.state, o.deal_date, o.tribe_id, o.segment_id, o.branch_id, o.client_id)
            IS DISTINCT FROM
            (n.stage, n.probability, n.state, n.deal_date, n.tribe_id, n.segment_id, n.branch_id, n.client_id);
  ELSIF TG_TABLE_NAME = 'deal_rms' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM old_rows;
    END IF;
  ELSIF TG_TABLE_NAME = 'deal_tribes' THEN
    PERFORM sync_log('report', ARRAY[0]::bigint[]);
  ELSIF TG_TABLE_NAME = 'proposals' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
         FROM deal_rms r JOIN new_rows n ON n.deal_id = r.deal_id;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
         FROM deal_rms r JOIN old_rows o ON o.deal_id = r.deal_id;
    END IF;
  ELSE
    -- proposal_invoices: the projected revenue of the proposal's deal.
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
         FROM deal_rms r JOIN proposals p ON p.deal_id = r.deal_id JOIN new_rows n ON n.proposal_id = p.id;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(r.user_id)::bigint[])
         FROM deal_rms r JOIN proposals p ON p.deal_id = r.deal_id JOIN old_rows o ON o.proposal_id = p.id;
    END IF;
  END IF;
  -- Every deal counts in its tribes' figures too.
  PERFORM sync_log('report', ARRAY[0]::bigint[]);
  RETURN NULL;
END
$$;

-- A company or contact renamed shows in everyone's report rows (visits and proposals name them).
CREATE FUNCTION sync_log_report_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('report_text', ARRAY[0]::bigint[]);
  RETURN NULL;
END
$$;

CREATE TRIGGER sync_log_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoices();
CREATE TRIGGER sync_log_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoices();
CREATE TRIGGER sync_log_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoices();

CREATE TRIGGER sync_log_insert AFTER INSERT ON invoice_rms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();
CREATE TRIGGER sync_log_update AFTER UPDATE ON invoice_rms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();
CREATE TRIGGER sync_log_delete AFTER DELETE ON invoice_rms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();
CREATE TRIGGER sync_log_insert AFTER INSERT ON invoice_tribes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();
CREATE TRIGGER sync_log_update AFTER UPDATE ON invoice_tribes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();
CREATE TRIGGER sync_log_delete AFTER DELETE ON invoice_tribes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_invoice_shares();

CREATE TRIGGER sync_log_insert AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_visits();
CREATE TRIGGER sync_log_update AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_visits();
CREATE TRIGGER sync_log_delete AFTER DELETE ON visits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_visits();
CREATE TRIGGER sync_log_insert AFTER INSERT ON visit_rms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_visits();
CREATE TRIGGER sync_log_delete AFTER DELETE ON visit_rms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_visits();

CREATE TRIGGER sync_log_insert AFTER INSERT ON targets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();
CREATE TRIGGER sync_log_update AFTER UPDATE ON targets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();
CREATE TRIGGER sync_log_delete AFTER DELETE ON targets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();
CREATE TRIGGER sync_log_insert AFTER INSERT ON target_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();
CREATE TRIGGER sync_log_update AFTER UPDATE ON target_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();
CREATE TRIGGER sync_log_delete AFTER DELETE ON target_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_targets();

CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON teams
  FOR EACH ROW EXECUTE FUNCTION sync_log_team();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION sync_log_team();

-- What a person's profile, RM row and the option lists show of them; a password change is none of it.
CREATE TRIGGER sync_log_person_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION sync_log_person();
CREATE TRIGGER sync_log_person_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version
                     OR (OLD.name, OLD.email, OLD.role_id, OLD.tribe_id, OLD.segment_id, OLD.branch_id,
                         OLD.nik, OLD.job_title, OLD.phone, OLD.address, OLD.platform_id,
                         OLD.profile_pic, OLD.profile_file_id, OLD.active, OLD.deleted_at)
                        IS DISTINCT FROM
                        (NEW.name, NEW.email, NEW.role_id, NEW.tribe_id, NEW.segment_id, NEW.branch_id,
                         NEW.nik, NEW.job_title, NEW.phone, NEW.address, NEW.platform_id,
                         NEW.profile_pic, NEW.profile_file_id, NEW.active, NEW.deleted_at))
  EXECUTE FUNCTION sync_log_person();

CREATE TRIGGER sync_log_invoices AFTER UPDATE OF name ON deals
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_log_deal_invoices();
CREATE TRIGGER sync_log_invoices AFTER INSERT OR DELETE ON deal_access
  FOR EACH ROW EXECUTE FUNCTION sync_log_deal_invoices();
CREATE TRIGGER sync_log_invoices AFTER UPDATE OF company ON clients
  FOR EACH ROW WHEN (OLD.company IS DISTINCT FROM NEW.company) EXECUTE FUNCTION sync_log_named_invoices();
CREATE TRIGGER sync_log_invoices AFTER UPDATE OF name ON contacts
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_log_named_invoices();

CREATE TRIGGER sync_log_figures_update AFTER UPDATE ON deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_insert AFTER INSERT ON deal_rms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_update AFTER UPDATE ON deal_rms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_delete AFTER DELETE ON deal_rms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures AFTER INSERT OR UPDATE OR DELETE ON deal_tribes
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_insert AFTER INSERT ON proposals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_update AFTER UPDATE ON proposals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_delete AFTER DELETE ON proposals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_insert AFTER INSERT ON proposal_invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_update AFTER UPDATE ON proposal_invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();
CREATE TRIGGER sync_log_figures_delete AFTER DELETE ON proposal_invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_log_deal_figures();

CREATE TRIGGER sync_log_report_names AFTER UPDATE OF company ON clients
  FOR EACH ROW WHEN (OLD.company IS DISTINCT FROM NEW.company) EXECUTE FUNCTION sync_log_report_names();
CREATE TRIGGER sync_log_report_names AFTER UPDATE OF name ON contacts
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_log_report_names();

CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON tribes FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON segments FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON branches FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON stages FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON proposal_types FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON industries FOR EACH ROW EXECUTE FUNCTION sync_log_option();
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON platforms FOR EACH ROW EXECUTE FUNCTION sync_log_option();

-- A reseed truncates these too: the epoch is renewed, as for deals.
CREATE TRIGGER sync_reset AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON targets FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();
CREATE TRIGGER sync_reset AFTER TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION sync_reset();

-- The log is read per kind and window: entity first.
CREATE INDEX sync_changes_entity_idx ON sync_changes (entity, txid);
