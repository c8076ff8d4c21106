-- Projected revenue (src/server/reports/figures.ts) reads the invoice periods dated in a report's
-- months and goes up to their deals; before, it walked every open deal down to its latest
-- proposal's periods, which at 50,000 deals was most of a report's time.
CREATE INDEX proposal_invoices_date_idx ON proposal_invoices (invoice_date);
ANALYZE proposal_invoices;
