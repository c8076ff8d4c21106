-- A sales visit's journal entry carries its times as full ISO date-times on the visit's date,
-- without a zone ('2026-05-12T09:00:00'): existing clients show a bare '09:00' as "Invalid date".
-- Entries written before get their bare times (HH:mm or HH:mm:ss) on the entry's visitDate, else
-- on the date of the visit it names; an entry with neither stays as it is.
UPDATE deal_journal j
   SET info = j.info
       || CASE WHEN j.info ->> 'fromTime' ~ '^\d{2}:\d{2}(:\d{2})?$'
               THEN jsonb_build_object('fromTime', t.day || 'T' || left(j.info ->> 'fromTime', 5) || ':00')
               ELSE '{}'::jsonb END
       || CASE WHEN j.info ->> 'toTime' ~ '^\d{2}:\d{2}(:\d{2})?$'
               THEN jsonb_build_object('toTime', t.day || 'T' || left(j.info ->> 'toTime', 5) || ':00')
               ELSE '{}'::jsonb END
  FROM (SELECT m.id,
               coalesce(
                 CASE WHEN m.info ->> 'visitDate' ~ '^\d{4}-\d{2}-\d{2}$' THEN m.info ->> 'visitDate' END,
                 (SELECT to_char(v.visit_date, 'YYYY-MM-DD') FROM visits v
                   WHERE v.id = CASE WHEN jsonb_typeof(m.info -> 'visitId') = 'number'
                                     THEN (m.info ->> 'visitId')::numeric END)) AS day
          FROM deal_journal m
         WHERE m.type = 'meeting') t
 WHERE j.id = t.id
   AND t.day IS NOT NULL
   AND (j.info ->> 'fromTime' ~ '^\d{2}:\d{2}(:\d{2})?$'
        OR j.info ->> 'toTime' ~ '^\d{2}:\d{2}(:\d{2})?$');
