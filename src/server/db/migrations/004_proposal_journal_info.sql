-- A 'prop' journal entry's info carries the proposal's document id as `id` (clients open the file
-- with the document view key 1/{id}/{userId}), its file name, sent date and invoice periods
-- [{ invoiceDate, invoiceAmount, remarks }]. Entries written before got only proposalId and a few
-- fields: they take the proposal's current values for what they lack (keys they have stay).
UPDATE deal_journal j
   SET info = jsonb_build_object(
         'id', p.id,
         'filename', p.filename,
         'sentDate', to_char(p.sent_date, 'YYYY-MM-DD'),
         'invoices', coalesce((
           SELECT jsonb_agg(jsonb_build_object(
                    'invoiceDate', to_char(pi.invoice_date, 'YYYY-MM-DD'),
                    'invoiceAmount', pi.amount,
                    'remarks', pi.remarks)
                  ORDER BY pi.invoice_date, pi.position, pi.id)
             FROM proposal_invoices pi WHERE pi.proposal_id = p.id), '[]'::jsonb)
       ) || j.info
  FROM proposals p
 WHERE j.type = 'prop'
   AND p.id = CASE WHEN jsonb_typeof(j.info -> 'proposalId') = 'number'
                   THEN (j.info ->> 'proposalId')::numeric END
   AND NOT (j.info ? 'id' AND j.info ? 'invoices');
