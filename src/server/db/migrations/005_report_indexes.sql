-- The reports (src/server/reports) select rows by their report date and by person.
-- A proposal's report date: its sent date, else the date in the provider's zone it was created
-- (figures.ts PROPOSAL_DATE, written the same way so the planner uses the index and its
-- statistics).
CREATE INDEX proposals_report_date_idx
  ON proposals ((coalesce(sent_date, (created_at AT TIME ZONE 'Asia/Jakarta')::date)));
CREATE INDEX proposals_sent_by_idx ON proposals (sent_by_id);
CREATE INDEX visits_date_idx ON visits (visit_date);
CREATE INDEX visit_rms_user_idx ON visit_rms (user_id);
-- Invoice periods no invoice was made from (projected revenue, and winning a deal).
CREATE INDEX invoices_proposal_invoice_idx ON invoices (proposal_invoice_id);
-- Statistics of the new expression, so estimates of a date range are right at once.
ANALYZE proposals;
