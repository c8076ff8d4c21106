import type { InvoiceItem } from '../../contract/invoices.ts'
import { withWholeNominals } from '../../domain/shareNominals.ts'
import type { Db } from '../db/db.ts'
import { monthWindow, type MonthWindow } from '../deals/months.ts'
import type { InvoiceStatus } from './store.ts'

const idTextOrNull = (id: string, text: string) =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'text', ${text}) END`

/** An invoice as the lists show it, with its tab; the column (`stage`) is its list's to set. */
export type ListedInvoice = Omit<InvoiceItem, 'stage'> & { status: InvoiceStatus }

/**
 * A listed invoice as the lists answer it: in its column, its shares' nominals as the percents make
 * them of its amount (domain/shareNominals.ts).
 */
export const inColumn = <T extends Omit<ListedInvoice, 'status'>>(
  row: T,
  window: MonthWindow,
): T & { stage: number } => ({
  ...row,
  rms: withWholeNominals(row.rms, row.amount),
  tribes: withWholeNominals(row.tribes, row.amount),
  stage: window.columnOf(row.year, row.month),
})

/** The invoice list's columns of invoices i matching `where` (its params are the caller's). */
export const invoiceItemsSql = (where: string): string =>
  `SELECT i.id AS "invoiceId", coalesce(i.deal_id, 0) AS "dealId",
          coalesce(d.name, i.deal_name) AS "dealName",
          ${idTextOrNull('c.id', 'c.company')} AS client,
          to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.amount, i.remarks,
          extract(year FROM i.invoice_date)::int AS year, extract(month FROM i.invoice_date)::int AS month,
          coalesce((SELECT json_agg(json_build_object('id', r.user_id, 'text', u.name, 'percent', r.percent, 'nominal', r.nominal, 'usePercent', r.use_percent) ORDER BY r.position, r.user_id)
                      FROM invoice_rms r JOIN users u ON u.id = r.user_id WHERE r.invoice_id = i.id), '[]') AS rms,
          coalesce((SELECT json_agg(json_build_object('id', t.tribe_id, 'text', tr.name, 'percent', t.percent, 'nominal', t.nominal, 'usePercent', t.use_percent) ORDER BY t.position, t.tribe_id)
                      FROM invoice_tribes t JOIN tribes tr ON tr.id = t.tribe_id WHERE t.invoice_id = i.id), '[]') AS tribes,
          ${idTextOrNull('b.id', 'b.name')} AS branch,
          ${idTextOrNull('s.id', 's.name')} AS segment,
          i.filename,
          ${idTextOrNull('ct.id', 'ct.name')} AS contact,
          CASE WHEN i.deal_id IS NULL THEN
            coalesce((SELECT json_agg(json_build_object('id', u.id, 'text', u.name)) FROM users u WHERE u.id = i.created_by), '[]')
          ELSE
            coalesce((SELECT json_agg(json_build_object('id', a.user_id, 'text', u.name) ORDER BY a.user_id)
                        FROM deal_access a JOIN users u ON u.id = a.user_id WHERE a.deal_id = i.deal_id), '[]')
          END AS access,
          ${idTextOrNull('pic.id', 'pic.name')} AS pic,
          i.version, i.status
     FROM invoices i
     LEFT JOIN deals d ON d.id = i.deal_id
     LEFT JOIN clients c ON c.id = i.client_id
     LEFT JOIN branches b ON b.id = i.branch_id
     LEFT JOIN segments s ON s.id = i.segment_id
     LEFT JOIN contacts ct ON ct.id = i.contact_id
     LEFT JOIN users pic ON pic.id = i.pic_id
    WHERE ${where}`

/** The months of a tab's unfiltered list: Invoiced looks back from this month, To be ahead. */
export const defaultInvoiceWindow = (status: InvoiceStatus, today = new Date()): MonthWindow =>
  monthWindow(0, 0, status === 'tobe' ? 0 : -4, today)

/** The unfiltered lists' invoices, both tabs: `$1`..`$4` are the two windows' starts and ends. */
export const IN_DEFAULT_LISTS = `((i.status = 'tobe' AND i.invoice_date >= $1::date AND i.invoice_date < $2::date)
   OR (i.status = 'invoiced' AND i.invoice_date >= $3::date AND i.invoice_date < $4::date))`

export function defaultListBounds(today = new Date()): string[] {
  const tobe = defaultInvoiceWindow('tobe', today)
  const invoiced = defaultInvoiceWindow('invoiced', today)
  return [tobe.start, tobe.end, invoiced.start, invoiced.end]
}

/** Of these invoices, those in an unfiltered list now, each in its tab's column. */
export async function invoicesInDefaultLists(
  db: Db,
  invoiceIds: readonly number[],
  today = new Date(),
): Promise<(InvoiceItem & { status: InvoiceStatus })[]> {
  if (invoiceIds.length === 0) return []
  const rows = await db.query<ListedInvoice>(
    `${invoiceItemsSql(`${IN_DEFAULT_LISTS} AND i.id = ANY($5::int[])`)} ORDER BY i.invoice_date, i.id`,
    [...defaultListBounds(today), invoiceIds],
  )
  const windows = {
    tobe: defaultInvoiceWindow('tobe', today),
    invoiced: defaultInvoiceWindow('invoiced', today),
  }
  return rows.map((row) => inColumn(row, windows[row.status]))
}

/** A tab's invoices dated in the window, by tribe, segment and RM (0 for all), by date. */
export function readListedInvoices(
  db: Db,
  status: InvoiceStatus,
  window: MonthWindow,
  filter: { tribe: number; segment: number; rm: number },
): Promise<ListedInvoice[]> {
  return db.query<ListedInvoice>(
    `${invoiceItemsSql(`i.status = $1 AND i.invoice_date >= $2::date AND i.invoice_date < $3::date
          AND ($4::int = 0 OR EXISTS (SELECT 1 FROM invoice_tribes t WHERE t.invoice_id = i.id AND t.tribe_id = $4))
          AND ($5::int = 0 OR i.segment_id = $5)
          AND ($6::int = 0 OR EXISTS (SELECT 1 FROM invoice_rms r WHERE r.invoice_id = i.id AND r.user_id = $6))`)}
        ORDER BY i.invoice_date, i.id`,
    [status, window.start, window.end, filter.tribe, filter.segment, filter.rm],
  )
}
