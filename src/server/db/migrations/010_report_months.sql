-- Report markers name months as well as people (src/server/feed/markers.ts), so that a device asks
-- again only for the kept report answers whose months a change falls in. Every report figure is
-- dated (server/reports/figures.ts): a visit by its visit_date, an invoice by its invoice_date, an
-- invoice period by its own date, a target item by its year and month. A marker's month is
-- year * 100 + month; 0 means every month (a change that moves figures of any date: a deal's
-- shares, a proposal, a person, a team).
--
-- Target changes get a kind of their own, report_target: only the answers that show targets
-- (charts, achievement sheets, team tables' statuses) read them. Its id is the person of a
-- personal target, 0 for a tribe's, branch's or segment's.
--
-- report_text splits in two: report_visit, the texts of visits' report rows (a remark, the deal's
-- or company's name), and report_proposal, those of proposals' rows: a list of proposals does not
-- change with a visit's remark.
--
-- A deal's stage and date show in no report: moving a deal on the board no longer marks any.

ALTER TABLE sync_changes ADD COLUMN month integer NOT NULL DEFAULT 0;
ALTER TABLE sync_changes DROP CONSTRAINT sync_changes_pkey;
ALTER TABLE sync_changes ADD PRIMARY KEY (txid, entity, entity_id, month);

ALTER TABLE sync_changes DROP CONSTRAINT sync_changes_entity_check;
ALTER TABLE sync_changes ADD CONSTRAINT sync_changes_entity_check
  CHECK (entity IN ('client', 'contact', 'deal', 'invoice', 'target', 'team', 'user', 'master', 'report',
                    'report_text', 'report_visit', 'report_proposal', 'report_target'));

CREATE FUNCTION sync_month(day date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(year FROM day) * 100 + extract(month FROM day))::integer
$$;

-- Markers of (person, month) pairs, zipped; a null month (a row gone) is every month.
CREATE FUNCTION sync_mark(kind text, people bigint[], months integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_changes (entity, entity_id, month)
  SELECT DISTINCT kind, m.person, coalesce(m.month, 0) FROM unnest(people, months) AS m(person, month)
   WHERE m.person IS NOT NULL
  ON CONFLICT DO NOTHING;
END
$$;

-- The months an invoice counts in: its date's (Sales, projected revenue) and that of the invoice
-- period it was made from (which projected revenue then leaves out). None when it is gone.
CREATE FUNCTION sync_invoice_months(invoice integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT sync_month(i.invoice_date) FROM invoices i WHERE i.id = invoice
  UNION
  SELECT sync_month(pi.invoice_date)
    FROM invoices i JOIN proposal_invoices pi ON pi.id = i.proposal_invoice_id WHERE i.id = invoice
$$;

-- An invoice; an update also changes its RMs' figures (and the tribes': 0) in the months it was
-- and is counted in.
CREATE OR REPLACE FUNCTION sync_log_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('invoice', array_agg(id)::bigint[]) FROM old_rows;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sync_mark('report', array_agg(p.person), array_agg(p.month))
       FROM (WITH counted AS (
               SELECT n.id, m.month FROM new_rows n, sync_invoice_months(n.id) AS m(month)
               UNION SELECT o.id, sync_month(o.invoice_date) FROM old_rows o
               UNION SELECT o.id, sync_month(pi.invoice_date)
                       FROM old_rows o JOIN proposal_invoices pi ON pi.id = o.proposal_invoice_id)
             SELECT r.user_id::bigint AS person, c.month FROM counted c JOIN invoice_rms r ON r.invoice_id = c.id
             UNION SELECT 0, c.month FROM counted c) p;
  END IF;
  RETURN NULL;
END
$$;

-- The RM or tribe shares of an invoice: the invoice, and the figures of the RMs added or removed
-- (of the tribes: 0) in the invoice's months. Shares deleted with their invoice find it gone: its
-- delete marked them before (sync_log_invoice_deleted).
CREATE OR REPLACE FUNCTION sync_log_invoice_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM sync_log('invoice', array_agg(invoice_id)::bigint[]) FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM sync_log('invoice', array_agg(invoice_id)::bigint[]) FROM old_rows;
  END IF;
  IF TG_TABLE_NAME = 'invoice_rms' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_mark('report', array_agg(s.user_id::bigint), array_agg(m.month))
         FROM new_rows s CROSS JOIN LATERAL sync_invoice_months(s.invoice_id) AS m(month);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_mark('report', array_agg(s.user_id::bigint), array_agg(m.month))
         FROM old_rows s CROSS JOIN LATERAL sync_invoice_months(s.invoice_id) AS m(month);
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_mark('report', array_agg(0::bigint), array_agg(m.month))
         FROM new_rows s CROSS JOIN LATERAL sync_invoice_months(s.invoice_id) AS m(month);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_mark('report', array_agg(0::bigint), array_agg(m.month))
         FROM old_rows s CROSS JOIN LATERAL sync_invoice_months(s.invoice_id) AS m(month);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- An invoice deleted leaves the figures of its RMs (and the tribes') in its months: marked before
-- the delete, while its shares are there.
CREATE FUNCTION sync_log_invoice_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_mark('report', array_agg(p.person), array_agg(p.month))
     FROM (SELECT r.user_id::bigint AS person, m.month
             FROM invoice_rms r, sync_invoice_months(OLD.id) AS m(month) WHERE r.invoice_id = OLD.id
           UNION SELECT 0, m.month FROM sync_invoice_months(OLD.id) AS m(month)) p;
  RETURN OLD;
END
$$;
CREATE TRIGGER sync_log_report_delete BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION sync_log_invoice_deleted();

-- A sales visit counts in its RMs' and its author's figures (and the tribes': 0) of the months it
-- was and is dated in (a new, a deleted or a moved visit); another change shows only in the texts
-- of their visit rows, of those months.
CREATE OR REPLACE FUNCTION sync_log_visits() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := 'report';
BEGIN
  -- Nested: a condition naming old_rows is planned only in an update's trigger.
  IF TG_TABLE_NAME = 'visits' AND TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE o.visit_date IS DISTINCT FROM n.visit_date
                       OR o.user_id IS DISTINCT FROM n.user_id) THEN
      kind := 'report_visit';
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'visits' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_mark(kind, array_agg(p.person), array_agg(p.month))
         FROM (SELECT n.user_id::bigint AS person, sync_month(n.visit_date) AS month FROM new_rows n
               UNION SELECT r.user_id, sync_month(n.visit_date)
                       FROM visit_rms r JOIN new_rows n ON n.id = r.visit_id
               UNION SELECT 0, sync_month(n.visit_date) FROM new_rows n WHERE kind = 'report') p;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_mark(kind, array_agg(p.person), array_agg(p.month))
         FROM (SELECT o.user_id::bigint AS person, sync_month(o.visit_date) AS month FROM old_rows o
               UNION SELECT r.user_id, sync_month(o.visit_date)
                       FROM visit_rms r JOIN old_rows o ON o.id = r.visit_id
               UNION SELECT 0, sync_month(o.visit_date) FROM old_rows o WHERE kind = 'report') p;
    END IF;
  ELSE
    -- RMs deleted with their visit find it gone: its delete marked them before.
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_mark(kind, array_agg(p.person), array_agg(p.month))
         FROM (SELECT s.user_id::bigint AS person, sync_month(v.visit_date) AS month
                 FROM new_rows s JOIN visits v ON v.id = s.visit_id
               UNION SELECT 0, sync_month(v.visit_date)
                 FROM new_rows s JOIN visits v ON v.id = s.visit_id) p;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_mark(kind, array_agg(p.person), array_agg(p.month))
         FROM (SELECT s.user_id::bigint AS person, sync_month(v.visit_date) AS month
                 FROM old_rows s JOIN visits v ON v.id = s.visit_id
               UNION SELECT 0, sync_month(v.visit_date)
                 FROM old_rows s JOIN visits v ON v.id = s.visit_id) p;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- A visit deleted leaves its RMs' figures of its month: marked before the delete, while its RMs
-- are there (the statement's trigger marks its author's and the tribes').
CREATE FUNCTION sync_log_visit_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_mark('report', array_agg(r.user_id::bigint), array_agg(sync_month(OLD.visit_date)))
     FROM visit_rms r WHERE r.visit_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER sync_log_report_delete BEFORE DELETE ON visits
  FOR EACH ROW EXECUTE FUNCTION sync_log_visit_deleted();

-- A target of a unit, of a month (0: of every month, its status or its whole year): a personal
-- target ('rm') is its person's row in the feed; the report marker names that person, or 0 for
-- another unit's.
CREATE FUNCTION sync_log_target_month(target_type text, subject bigint, month integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target_type = 'rm' THEN
    PERFORM sync_log('target', ARRAY[subject]);
    PERFORM sync_mark('report_target', ARRAY[subject], ARRAY[month]);
  ELSE
    PERFORM sync_mark('report_target', ARRAY[0]::bigint[], ARRAY[month]);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION sync_log_targets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'targets' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log_target_month(t.type, t.subject_id, 0)
         FROM (SELECT DISTINCT type, subject_id FROM new_rows) t;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log_target_month(t.type, t.subject_id, 0)
         FROM (SELECT DISTINCT type, subject_id FROM old_rows) t;
    END IF;
  ELSE
    -- Items deleted with their target (a cascade) find it gone: its own row logged it then.
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log_target_month(t.type, t.subject_id, t.month)
         FROM (SELECT DISTINCT t.type, t.subject_id, n.year * 100 + n.month AS month
                 FROM targets t JOIN new_rows n ON n.target_id = t.id) t;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log_target_month(t.type, t.subject_id, t.month)
         FROM (SELECT DISTINCT t.type, t.subject_id, o.year * 100 + o.month AS month
                 FROM targets t JOIN old_rows o ON o.target_id = t.id) t;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
DROP FUNCTION sync_log_target_of(text, bigint);

-- A deal's figures are its RMs' (and its tribes': 0). Its shares (tribe, segment, branch) move
-- figures of every month; its probability and state move projected revenue, in the months of its
-- proposals' invoice periods; a proposal moves figures of every month (it can become the deal's
-- current one), and its sender's list; an invoice period, the figures of its months. Its name and company show only in the
-- texts of its proposals' and visits' report rows; its stage and date in no report.
CREATE OR REPLACE FUNCTION sync_log_deal_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'deals' THEN
    -- Its name and company show on its proposals' rows (its RMs' and their senders' lists) and
    -- on its visits' (their authors' and RMs'), in those rows' months.
    PERFORM sync_mark(p.kind, array_agg(p.person), array_agg(p.month))
       FROM (WITH renamed AS (
               SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE (o.name, o.client_id) IS DISTINCT FROM (n.name, n.client_id)),
             proposed AS (
               SELECT pr.deal_id, pr.sent_by_id,
                      sync_month(coalesce(pr.sent_date, (pr.created_at AT TIME ZONE 'Asia/Jakarta')::date)) AS month
                 FROM proposals pr JOIN renamed r ON r.id = pr.deal_id),
             visited AS (
               SELECT v.id, v.user_id, sync_month(v.visit_date) AS month
                 FROM visits v JOIN renamed r ON r.id = v.deal_id)
             SELECT 'report_proposal' AS kind, dr.user_id::bigint AS person, x.month
               FROM proposed x JOIN deal_rms dr ON dr.deal_id = x.deal_id
             UNION SELECT 'report_proposal', x.sent_by_id, x.month FROM proposed x
             UNION SELECT 'report_visit', x.user_id, x.month FROM visited x
             UNION SELECT 'report_visit', vr.user_id, x.month FROM visited x JOIN visit_rms vr ON vr.visit_id = x.id) p
      GROUP BY p.kind;
    PERFORM sync_mark('report', array_agg(p.person), array_agg(p.month))
       FROM (WITH moved AS (
               SELECT n.id, 0 AS month FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE (o.tribe_id, o.segment_id, o.branch_id) IS DISTINCT FROM (n.tribe_id, n.segment_id, n.branch_id)
               UNION
               SELECT n.id, sync_month(pi.invoice_date) FROM new_rows n JOIN old_rows o ON o.id = n.id
                 JOIN proposals p ON p.deal_id = n.id JOIN proposal_invoices pi ON pi.proposal_id = p.id
                WHERE (o.probability, o.state) IS DISTINCT FROM (n.probability, n.state))
             SELECT r.user_id::bigint AS person, m.month FROM moved m JOIN deal_rms r ON r.deal_id = m.id
             UNION SELECT 0, m.month FROM moved m) p;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'deal_rms' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM new_rows;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(user_id)::bigint[]) FROM old_rows;
    END IF;
  ELSIF TG_TABLE_NAME = 'deal_tribes' THEN
    NULL;
  ELSIF TG_TABLE_NAME = 'proposals' THEN
    -- Its deal's RMs' figures, and its sender's list (a sender need not be one of them).
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_log('report', array_agg(p.person)::bigint[])
         FROM (SELECT r.user_id AS person FROM deal_rms r JOIN new_rows n ON n.deal_id = r.deal_id
               UNION SELECT n.sent_by_id FROM new_rows n) p;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_log('report', array_agg(p.person)::bigint[])
         FROM (SELECT r.user_id AS person FROM deal_rms r JOIN old_rows o ON o.deal_id = r.deal_id
               UNION SELECT o.sent_by_id FROM old_rows o) p;
    END IF;
  ELSE
    -- proposal_invoices: the projected revenue of the proposal's deal, in the periods' months.
    IF TG_OP <> 'DELETE' THEN
      PERFORM sync_mark('report', array_agg(p.person), array_agg(p.month))
         FROM (SELECT r.user_id::bigint AS person, sync_month(n.invoice_date) AS month
                 FROM deal_rms r JOIN proposals pr ON pr.deal_id = r.deal_id JOIN new_rows n ON n.proposal_id = pr.id
               UNION SELECT 0, sync_month(n.invoice_date) FROM new_rows n) p;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM sync_mark('report', array_agg(p.person), array_agg(p.month))
         FROM (SELECT r.user_id::bigint AS person, sync_month(o.invoice_date) AS month
                 FROM deal_rms r JOIN proposals pr ON pr.deal_id = r.deal_id JOIN old_rows o ON o.proposal_id = pr.id
               UNION SELECT 0, sync_month(o.invoice_date) FROM old_rows o) p;
    END IF;
    RETURN NULL;
  END IF;
  -- Every deal counts in its tribes' figures too.
  PERFORM sync_log('report', ARRAY[0]::bigint[]);
  RETURN NULL;
END
$$;

-- A company or contact renamed shows in everyone's report rows, visits' and proposals'.
CREATE OR REPLACE FUNCTION sync_log_report_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_log('report_visit', ARRAY[0]::bigint[]);
  PERFORM sync_log('report_proposal', ARRAY[0]::bigint[]);
  RETURN NULL;
END
$$;
