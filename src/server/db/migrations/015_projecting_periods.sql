-- Projected revenue (src/server/reports/figures.ts) counts the invoice periods of each deal's
-- latest proposal that no invoice was made from. Finding them took two anti-joins over every
-- proposal and every invoice per report call: at 50,000 deals most of the Sales Report summary's
-- time. This table holds exactly those periods; a report reads its months' rows by date. The
-- deal's state and probability are read from the deal itself, as before.
CREATE TABLE projecting_periods (
  period_id integer PRIMARY KEY REFERENCES proposal_invoices (id) ON DELETE CASCADE,
  deal_id integer NOT NULL,
  invoice_date date NOT NULL,
  amount bigint NOT NULL
);
CREATE INDEX projecting_periods_date_idx ON projecting_periods (invoice_date);
CREATE INDEX projecting_periods_deal_idx ON projecting_periods (deal_id);

-- Recomputes the projecting periods of these deals: those of each deal's latest proposal that no
-- invoice names.
CREATE FUNCTION refresh_projecting_periods(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM projecting_periods pp
   USING (SELECT DISTINCT id FROM unnest(ids) AS d(id)) d
   WHERE pp.deal_id = d.id;
  INSERT INTO projecting_periods (period_id, deal_id, invoice_date, amount)
  SELECT pi.id, p.deal_id, pi.invoice_date, pi.amount
    FROM (SELECT DISTINCT id FROM unnest(ids) AS d(id)) d
    JOIN proposals p ON p.deal_id = d.id
    JOIN proposal_invoices pi ON pi.proposal_id = p.id
   WHERE NOT EXISTS (SELECT 1 FROM proposals later WHERE later.deal_id = p.deal_id AND later.id > p.id)
     AND NOT EXISTS (SELECT 1 FROM invoices made WHERE made.proposal_invoice_id = pi.id);
END
$$;

-- They change with the deal's proposals and their periods, which mark the deal's card stale
-- (006): the deals a transaction marked get their cards and their projecting periods refreshed
-- once as it commits, under the same lock (so two transactions touching a deal leave what the
-- later one saw), and after the seed's ANALYZE (its statements of thousands of rows would each
-- have planned a refresh against tables the planner still thought empty).
CREATE OR REPLACE FUNCTION deal_cards_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  DELETE FROM deal_cards_stale WHERE txid = pg_current_xact_id() RETURNING deal_ids INTO ids;
  IF ids IS NOT NULL THEN
    ids := ARRAY(SELECT DISTINCT unnest(ids));
    PERFORM deal_cards_refresh(ids);
    PERFORM refresh_projecting_periods(ids);
  END IF;
  RETURN NULL;
END
$$;

-- An invoice made from a period (or no longer) takes it out of the projection (or back in): it
-- marks the period's deal.
CREATE FUNCTION projecting_periods_follow_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_cards_mark(array_agg(DISTINCT p.deal_id))
       FROM new_rows n
       JOIN proposal_invoices pi ON pi.id = n.proposal_invoice_id
       JOIN proposals p ON p.id = pi.proposal_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_cards_mark(array_agg(DISTINCT p.deal_id))
       FROM old_rows o
       JOIN proposal_invoices pi ON pi.id = o.proposal_invoice_id
       JOIN proposals p ON p.id = pi.proposal_id;
  ELSE
    PERFORM deal_cards_mark(array_agg(DISTINCT p.deal_id)) FROM (
      SELECT n.proposal_invoice_id AS period_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.proposal_invoice_id IS DISTINCT FROM n.proposal_invoice_id
      UNION
      SELECT o.proposal_invoice_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE o.proposal_invoice_id IS DISTINCT FROM n.proposal_invoice_id
    ) changed
    JOIN proposal_invoices pi ON pi.id = changed.period_id
    JOIN proposals p ON p.id = pi.proposal_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER projecting_periods_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projecting_periods_follow_invoices();
CREATE TRIGGER projecting_periods_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projecting_periods_follow_invoices();
CREATE TRIGGER projecting_periods_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION projecting_periods_follow_invoices();

INSERT INTO projecting_periods (period_id, deal_id, invoice_date, amount)
SELECT pi.id, p.deal_id, pi.invoice_date, pi.amount
  FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id
 WHERE NOT EXISTS (SELECT 1 FROM proposals later WHERE later.deal_id = p.deal_id AND later.id > p.id)
   AND NOT EXISTS (SELECT 1 FROM invoices made WHERE made.proposal_invoice_id = pi.id);
ANALYZE projecting_periods;
