/**
 * The briefcase's files (printed, never asserted): an RM's first fill of its deals' proposal files
 * on the 5,000-deal seed, in Chromium against the built app. The seed stores no files, so each
 * proposal of the RM's open deals gets one first (50 KB to 450 KB, fixed by its id, at most
 * FILES of them). Figures: the files' pass from its start (after the records' fill) to its end,
 * beside the time its bytes alone take at 2 Mbit/s; the bytes on the wire beside the files' own;
 * then, offline, a kept 2 MB PDF opened with View: the click to its tab, beside a raw IndexedDB
 * read of the same Blob's bytes plus the opening of a tab on a Blob already in memory.
 */
import { randomBytes } from 'node:crypto'
import type { CDPSession, Page } from 'playwright-core'
import { waitAvailableOffline, waitFilesPassEnded } from '../e2e/briefcaseState.ts'
import { apiLogin, signIn } from '../e2e/harness.ts'
import { seededChromium, VIEWPORT } from './browser.ts'
import { record } from './figures.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const FILES = Number(process.env.BENCH_FILES ?? 300)
const MB = 1_048_576
const SLOW_BITS_PER_SECOND = 2_000_000

/** Bytes received (compressed, headers included) by the bytes call while `run` runs. */
async function fileWireBytes<T>(cdp: CDPSession, run: () => Promise<T>): Promise<[T, number]> {
  const fileRequests = new Set<string>()
  let bytes = 0
  const seen = (event: { requestId: string; response: { url: string } }) => {
    if (event.response.url.includes('/api/File/bytes/')) fileRequests.add(event.requestId)
  }
  const count = (event: { requestId: string; encodedDataLength: number }) => {
    if (fileRequests.has(event.requestId)) bytes += event.encodedDataLength
  }
  cdp.on('Network.responseReceived', seen)
  cdp.on('Network.loadingFinished', count)
  try {
    return [await run(), bytes]
  } finally {
    cdp.off('Network.responseReceived', seen)
    cdp.off('Network.loadingFinished', count)
  }
}

/** A valid one-page PDF of about `bytes`, padded with comment lines. */
function paddedPdf(bytes: number): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj\n'
  const tail = 'trailer <</Root 1 0 R>>\n%%EOF\n'
  const line = `%${'x'.repeat(78)}\n`
  const lines = Math.max(0, Math.floor((bytes - head.length - tail.length) / line.length))
  return Buffer.from(head + line.repeat(lines) + tail)
}

const PDF_BYTES = 2 * MB

/** Milliseconds of a raw read of the kept file's Blob, whole, from IndexedDB in the page. */
const RAW_BLOB_READ = (key: string) => `(async () => {
  const started = performance.now()
  const bytes = await new Promise((resolve, reject) => {
    const open = indexedDB.open('crm')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const request = open.result.transaction('keptFiles').objectStore('keptFiles').get(${JSON.stringify(key)})
      request.onerror = () => reject(request.error)
      request.onsuccess = async () => {
        open.result.close()
        resolve((await request.result.bytes.arrayBuffer()).byteLength)
      }
    }
  })
  return { ms: performance.now() - started, bytes }
})()`

/** Offline, View on the deal's proposal: the click to the new tab on the kept Blob. */
async function openKeptPdfOffline(page: Page, dealId: number, proposalId: number): Promise<void> {
  const context = page.context()
  await context.setOffline(true)
  await page.goto(`/deals?tab=detail&deal=${dealId}`)
  const view = page.locator('[data-proposal-card]').getByRole('button', { name: 'View' })
  await view.waitFor()
  const started = performance.now()
  const [tab] = await Promise.all([context.waitForEvent('page'), view.click()])
  await tab.waitForURL((url) => url.protocol === 'blob:')
  const openMs = performance.now() - started
  await tab.close()
  const raw = (await page.evaluate(RAW_BLOB_READ(`1/${proposalId}`))) as {
    ms: number
    bytes: number
  }
  // The floor: a new tab on a one-byte Blob already in memory, opened by the page itself.
  const floorStarted = performance.now()
  const [floorTab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(`window.open(URL.createObjectURL(new Blob(['x'])), '_blank')`),
  ])
  await floorTab.waitForURL((url) => url.protocol === 'blob:')
  const floorMs = performance.now() - floorStarted
  await floorTab.close()
  await context.setOffline(false)
  console.log(
    `  the kept ${(raw.bytes / MB).toFixed(1)} MB Blob read raw from IndexedDB in ${raw.ms.toFixed(0)} ms`,
  )
  record({
    name: `open a kept ${(raw.bytes / MB).toFixed(0)} MB PDF offline, click to its tab`,
    value: openMs,
    unit: 'ms',
    limit: raw.ms + floorMs,
    limitName: 'a raw IndexedDB read of the same Blob plus a new tab on a Blob in memory',
  })
}

export async function filesFillBench(): Promise<void> {
  await seededChromium(
    'Briefcase files',
    DEALS,
    async (server, browser) => {
      const { userId } = await apiLogin(server.url, 'rm')
      const proposals = await server.db.query<{ id: number }>(
        `SELECT p.id FROM proposals p JOIN deals d ON d.id = p.deal_id
          WHERE d.state = 'open'
            AND (EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id = $1)
              OR EXISTS (SELECT 1 FROM deal_access a WHERE a.deal_id = d.id AND a.user_id = $1))
          ORDER BY p.id LIMIT $2`,
        [userId, FILES],
      )
      let stored = 0
      // The newest deal's proposal gets a real 2 MB PDF (the fill keeps newest deals first).
      const [pdfProposal] = await server.db.query<{ id: number; deal_id: number }>(
        `SELECT p.id, p.deal_id FROM proposals p WHERE p.id = ANY($1::int[])
          ORDER BY (SELECT max(j.update_time) FROM deal_journal j WHERE j.deal_id = p.deal_id)
                   DESC NULLS LAST LIMIT 1`,
        [proposals.map((row) => row.id)],
      )
      for (const { id } of proposals) {
        const data =
          id === pdfProposal?.id
            ? paddedPdf(PDF_BYTES)
            : randomBytes(50_000 + ((id * 7919) % 400_000))
        stored += data.byteLength
        const [file] = await server.db.query<{ id: number }>(
          `INSERT INTO stored_files (filename, content_type, size, data, created_by)
           VALUES ('Proposal.pdf', 'application/pdf', $1, $2, 1) RETURNING id`,
          [data.byteLength, new Uint8Array(data)],
        )
        await server.db.query(
          `UPDATE proposals SET file_id = $1, filename = 'Proposal.pdf' WHERE id = $2`,
          [file!.id, id],
        )
      }
      console.log(
        `  ${proposals.length} proposal files stored for the RM, ${(stored / MB).toFixed(1)} MB`,
      )

      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const [state, wire] = await fileWireBytes(cdp, async () => {
        await signIn(page, 'rm')
        await waitAvailableOffline(page)
        return waitFilesPassEnded(page)
      })
      const [kept, keptBytes] = await page.evaluate(
        () =>
          new Promise<[number, number]>((resolve, reject) => {
            const open = indexedDB.open('crm')
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const request = open.result
                .transaction('keptFiles', 'readonly')
                .objectStore('keptFiles')
                .getAll()
              request.onsuccess = () => {
                const rows = (request.result as { bytes: Blob | null; size: number }[]).filter(
                  (row) => row.bytes !== null,
                )
                open.result.close()
                resolve([rows.length, rows.reduce((sum, row) => sum + row.size, 0)])
              }
            }
          }),
      )
      // The pass's own times, from the page: it starts when the records' run has ended.
      const passMs = state.lastRunAt! - state.lastRunStartedAt!
      console.log(
        `  kept ${kept} files, ${(keptBytes / MB).toFixed(1)} MB${state.atBudget ? ' (stopped at the budget)' : ''}`,
      )
      record({
        name: 'rm files first fill, after the records',
        value: passMs / 1000,
        unit: 's',
        limit: (wire * 8) / SLOW_BITS_PER_SECOND,
        limitName: 'its bytes alone at 2 Mbit/s',
      })
      record({
        name: 'rm files first fill, bytes on the wire',
        value: wire / MB,
        unit: 'MB',
        limit: keptBytes / MB,
        limitName: 'the kept files themselves',
      })
      if (pdfProposal) await openKeptPdfOffline(page, pdfProposal.deal_id, pdfProposal.id)
      await context.close()
    },
    ', change feed, no live updates',
    { liveStreams: 0 },
  )
}
