import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLIENT_CSV_TEMPLATE_URL } from '../../../src/features/clients/CsvUpload.tsx'
import { CSV_CLIENT_COLUMNS, CSV_CONTACT_COLUMNS } from '../../../src/contract/uploads.ts'
import { parseCsv } from '../../../src/server/clients/csv.ts'
import { readClientRows } from '../../../src/server/clients/csvImport.ts'
import { masterRows } from '../../../src/server/seed/people.ts'
import { COMPANY_KINDS } from '../../../src/server/seed/vocabulary.ts'

// The file the upload's 'Download the template' link names, as Vite copies it from public/.
const template = readFileSync(
  new URL(`../../../public${CLIENT_CSV_TEMPLATE_URL}`, import.meta.url),
  'utf8',
)

describe('the client CSV template', () => {
  it('names every column the upload reads, in the order the contract lists them', () => {
    const [header] = parseCsv(template)
    expect(header?.cells).toEqual([...CSV_CLIENT_COLUMNS, ...CSV_CONTACT_COLUMNS])
  })

  it('is read by the upload as one valid client with one contact, on the demo master data', () => {
    const { industries, segments } = masterRows()
    const reading = readClientRows(parseCsv(template), { industries, segments })
    expect(reading).toMatchObject({ ok: true })
    if (!reading.ok) return
    expect(reading.clients).toHaveLength(1)
    const [client] = reading.clients
    expect(client).toMatchObject({ row: 2, industryId: expect.any(Number) })
    expect(client?.industryId).toBeGreaterThan(0)
    expect(client?.segmentId).toBeGreaterThan(0)
    expect(client?.contacts).toHaveLength(1)
    expect(client?.contacts[0]).toMatchObject({ valid: true, salutation: 'Ms.' })
  })

  it('names a company the demo seed never makes, so it uploads on a fresh database', () => {
    const [, row] = parseCsv(template)
    const company = row?.cells[0] ?? ''
    // The seed's companies are 'PT <kind> <word> <word>'.
    expect(COMPANY_KINDS).not.toContain(company.split(' ')[1])
  })
})
