/**
 * GET /File/bytes/{type}/{docId}: the device's bearer read of a document's file, kept in its
 * briefcase. A strong ETag from the bytes, 304 to If-None-Match, and the deal's access rule.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pathOf } from '../../src/contract/route.ts'
import { UPLOAD_ROUTES, type FileViewResponse } from '../../src/contract/uploads.ts'
import { storeFile } from '../../src/server/files/store.ts'
import { NOT_OWNED_BY, OWNED_BY, takeDeal } from './fixtures.ts'
import { callers, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()

const BYTES = new Uint8Array(40_000).map((_, index) => (index * 7919) % 251)
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A proposal with a stored file on a deal matching `where`; answers its id and the deal's. */
async function proposalWithFile(where: string, bytes: Uint8Array = BYTES) {
  const dealId = await takeDeal(server(), where)
  const fileId = await storeFile(server().db, {
    filename: 'Proposal.pdf',
    data: bytes,
    createdBy: USER_IDS.admin,
  })
  const [proposal] = await server().db.query<{ id: number }>(
    `INSERT INTO proposals (deal_id, proposal_value, file_id, filename)
     VALUES ($1, 100, $2, 'Proposal.pdf') RETURNING id`,
    [dealId, fileId],
  )
  return { dealId, proposalId: proposal!.id, fileId }
}

const bytesPath = (type: 1 | 2 | 3, docId: number) =>
  pathOf(UPLOAD_ROUTES.fileBytes, { type, docId })

const read = (token: string | null, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server().url}/api${path}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  })

describe('GET /File/bytes/{type}/{docId}', () => {
  it('answers an owning RM the bytes with a strong ETag of their hash, and 304 to that tag', async () => {
    const { rm } = await callers(server())
    const { proposalId } = await proposalWithFile(OWNED_BY(USER_IDS.rm))
    const answer = await read(rm.token, bytesPath(1, proposalId))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    const etag = answer.headers.get('ETag')
    expect(etag).toBe(`"${hashOf(BYTES)}"`)
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(BYTES)

    const again = await read(rm.token, bytesPath(1, proposalId), { 'If-None-Match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe('')

    const stale = await read(rm.token, bytesPath(1, proposalId), { 'If-None-Match': '"other"' })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(BYTES.byteLength)
  })

  it('changes its tag when the proposal gets another file', async () => {
    const { manager } = await callers(server())
    const { proposalId } = await proposalWithFile(OWNED_BY(USER_IDS.rm))
    const first = (await read(manager.token, bytesPath(1, proposalId))).headers.get('ETag')!
    const other = BYTES.map((byte) => byte ^ 1)
    const fileId = await storeFile(server().db, {
      filename: 'Proposal v2.pdf',
      data: other,
      createdBy: USER_IDS.admin,
    })
    await server().db.query('UPDATE proposals SET file_id = $1 WHERE id = $2', [fileId, proposalId])
    const answer = await read(manager.token, bytesPath(1, proposalId), { 'If-None-Match': first })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('ETag')).toBe(`"${hashOf(other)}"`)
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(other)
  })

  it("refuses an RM another RM's deal (403), and answers managers, admins and viewers", async () => {
    const { rm, rm2, admin, manager, viewer } = await callers(server())
    const { proposalId } = await proposalWithFile(
      `${OWNED_BY(USER_IDS.rm2)} AND ${NOT_OWNED_BY(USER_IDS.rm)}`,
    )
    expect((await read(rm.token, bytesPath(1, proposalId))).status).toBe(403)
    for (const caller of [rm2, admin, manager, viewer]) {
      expect((await read(caller.token, bytesPath(1, proposalId))).status).toBe(200)
    }
  })

  it('counts deal access as owning, as the briefcase does', async () => {
    const { rm } = await callers(server())
    const { dealId, proposalId } = await proposalWithFile(NOT_OWNED_BY(USER_IDS.rm))
    expect((await read(rm.token, bytesPath(1, proposalId))).status).toBe(403)
    await server().db.query('INSERT INTO deal_access (deal_id, user_id) VALUES ($1, $2)', [
      dealId,
      USER_IDS.rm,
    ])
    expect((await read(rm.token, bytesPath(1, proposalId))).status).toBe(200)
  })

  it('serves a pricing or agreement document by its id (type 2)', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), OWNED_BY(USER_IDS.rm))
    const fileId = await storeFile(server().db, {
      filename: 'Pricing.xlsx',
      data: BYTES,
      createdBy: USER_IDS.rm,
    })
    const [document] = await server().db.query<{ id: number }>(
      `INSERT INTO documents (deal_id, document_type, file_id, filename)
       VALUES ($1, 1, $2, 'Pricing.xlsx') RETURNING id`,
      [dealId, fileId],
    )
    const answer = await read(rm.token, bytesPath(2, document!.id))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(BYTES)
  })

  it("serves an invoice's file (type 3) to the roles whose lists show invoices, whoever's deal", async () => {
    const { rm, manager, viewer } = await callers(server())
    const fileId = await storeFile(server().db, {
      filename: 'Invoice.pdf',
      data: BYTES,
      createdBy: USER_IDS.admin,
    })
    const [invoice] = await server().db.query<{ id: number }>(
      `UPDATE invoices SET file_id = $1, filename = 'Invoice.pdf'
        WHERE id = (SELECT min(i.id) FROM invoices i JOIN deals d ON d.id = i.deal_id
                     WHERE ${NOT_OWNED_BY(USER_IDS.rm)})
        RETURNING id`,
      [fileId],
    )
    for (const caller of [rm, manager]) {
      const answer = await read(caller.token, bytesPath(3, invoice!.id))
      expect(answer.status).toBe(200)
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(BYTES)
    }
    expect((await read(viewer.token, bytesPath(3, invoice!.id))).status).toBe(403)
  })

  it('answers 401 without a bearer, 404 for a missing document, 204 for one without a stored file, 400 for another type', async () => {
    const { manager } = await callers(server())
    const { proposalId } = await proposalWithFile(OWNED_BY(USER_IDS.rm))
    expect((await read(null, bytesPath(1, proposalId))).status).toBe(401)
    expect((await read(manager.token, bytesPath(1, 99_999_999))).status).toBe(404)
    await server().db.query('UPDATE proposals SET file_id = NULL WHERE id = $1', [proposalId])
    expect((await read(manager.token, bytesPath(1, proposalId))).status).toBe(204)
    expect((await read(manager.token, `/File/bytes/4/${proposalId}`)).status).toBe(400)
  })

  it('leaves the signed-link download as it was, with a strong ETag of its own and 304 to it', async () => {
    const { rm } = await callers(server())
    const { fileId } = await proposalWithFile(OWNED_BY(USER_IDS.rm))
    const view = await rm.get<FileViewResponse>(pathOf(UPLOAD_ROUTES.fileView, { fileId }))
    const opened = await fetch(view.body.url)
    expect(opened.status).toBe(200)
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(BYTES)
    const etag = opened.headers.get('ETag')
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await fetch(view.body.url, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })
})
