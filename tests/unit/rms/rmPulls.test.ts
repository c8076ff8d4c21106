import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import { createRm, deleteRm, updateRm } from '../../../src/features/rms/rmCommands.ts'
import {
  fillRms,
  pullRmDetail,
  pullRmList,
  RM_PULL_PAGE_SIZE,
} from '../../../src/entities/rms/rmPulls.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { readRm, readRmList } from '../../../src/entities/rms/rmReads.ts'
import { fetchedAtKey } from '../../../src/store/meta.ts'
import { saveMasterData } from '../../../src/entities/master/masterData.ts'
import { readKeptRms, RMS_LIST } from '../../../src/entities/rms/rmRows.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import type { SyncRequest, SyncResponse } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { EtagTransport } from '../etagTransport.ts'
import { listAnswer, master, masterRm, newRmFields, rmDetail, rmRow } from './fixtures.ts'

const admin: Actor = { id: USER, roleId: ROLE.admin }
const citra = rmRow()
const budi = rmRow({ id: 8, name: 'Budi Santoso', email: 'budi@crm.test', version: 1 })

/** A provider answering the list (one page) and the details of `details`. */
function provider(
  rows: (typeof citra)[],
  details: Record<number, ReturnType<typeof rmDetail>> = {},
) {
  return new StubServer((request: SyncRequest): SyncResponse => {
    if (request.path.startsWith('/pipeline/list/rm/')) {
      return { status: 200, body: listAnswer(rows) }
    }
    const detail = /^\/pipeline\/rm\/(\d+)$/.exec(request.path)
    const found = detail ? details[Number(detail[1])] : undefined
    return found ? { status: 200, body: found } : { status: 404, body: null }
  })
}

const noFillProgress = { user: { id: USER, roleId: ROLE.admin }, progress: () => {} }

describe('pulling the RM list', () => {
  it('walks every page of the unfiltered list (* for no search) into the RM table', async () => {
    const db = newDb()
    const second = rmRow({ id: 9, name: 'Zaki', email: 'zaki@crm.test' })
    const server = new StubServer((request) => ({
      status: 200,
      body: request.path.endsWith('/1/500/*')
        ? listAnswer([citra, budi], RM_PULL_PAGE_SIZE + 1)
        : listAnswer([second], RM_PULL_PAGE_SIZE + 1),
    }))

    expect(await pullRmList(db, server)).toBe(true)

    expect(server.received.map((request) => request.path)).toEqual([
      '/pipeline/list/rm/0/0/1/500/*',
      '/pipeline/list/rm/0/0/2/500/*',
    ])
    expect((await db.syncLists.get(RMS_LIST))?.ids).toEqual([7, 8, 9])
    expect(await db.rms.get(8)).toEqual({
      userId: 8,
      name: 'Budi Santoso',
      email: 'budi@crm.test',
      jobTitle: 'Relationship Manager',
      platform: { id: 2, text: 'Web' },
      segment: citra.segment,
      branch: citra.branch,
      version: 1,
    })
    expect((await db.meta.get(fetchedAtKey(RMS_LIST)))?.value).toEqual(expect.any(Number))
  })

  it('drops RMs the server no longer lists, and keeps those with unsent ops', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra, budi]))
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    const tempId = await createRm(admin, newRmFields, null, db)

    await pullRmList(db, provider([rmRow({ name: 'Renamed', version: 4 })]))

    expect(await db.rms.get(8)).toBeUndefined()
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru', version: 3 })
    expect(await db.rms.get(tempId)).toMatchObject({ name: 'Dewi Baru' })
  })

  it('leaves the device as it is when the provider lacks the call (404)', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra]))
    expect(await pullRmList(db, new StubServer(() => ({ status: 404, body: null })))).toBe(false)
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Relationship' })
  })
})

describe("master data's refresh (its RMs onto the RM rows)", () => {
  async function afterRefresh(db: CrmDb, rows: (typeof citra)[]) {
    await saveMasterData(db, master(rows.map(masterRm)))
  }

  it('leaves the unsent changes on their rows, and what is left still reaches the server', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra, budi]))
    const tempId = await createRm(admin, newRmFields, null, db)
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru', email: 'c@crm.test' }, null, db)
    await deleteRm(admin, 8, 'Budi Santoso', db)

    await afterRefresh(db, [citra, budi])
    expect(await db.rms.get(tempId)).toMatchObject({ name: 'Dewi Baru', version: 0 })
    expect(await db.rms.get(7)).toMatchObject({
      name: 'Citra Baru',
      email: 'c@crm.test',
      jobTitle: 'Senior RM',
      version: 3,
    })
    expect(await db.rms.get(8)).toBeUndefined()
    const shown = (await readRmList(db, USER)).rms
    expect(shown.map((rm) => rm.name).sort()).toEqual(['Citra Baru', 'Dewi Baru'])
    expect((await readRm(db, tempId))?.sync).toBe('pending')

    // Discarding the edit puts back the server's RM as the list answered it.
    const edit = (await db.outbox.toArray()).find((op) => op.type === 'rm.update')!
    await discardOp(db, edit.opId)
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Relationship', version: 3 })

    const server = new StubServer((request) =>
      request.method === 'POST' ? { status: 200, body: { id: 40 } } : { status: 200, body: null },
    )
    await drain(db, server)
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /pipeline/rm',
      `DELETE /pipeline/rm/8/${USER}`,
    ])
    expect(await db.rms.get(40)).toMatchObject({ name: 'Dewi Baru', version: 1 })
  })

  it('leaves rows that still show their changes as they are', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra]))
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    const [before] = await db.outbox.toArray()
    await pullRmList(db, provider([citra]))
    const [after] = await db.outbox.toArray()
    expect(after!.base).toEqual(before!.base)
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru' })
  })

  it("keeps the list's and the detail's fields on the rows, and takes master data's names", async () => {
    const db = newDb()
    await pullRmList(db, provider([citra, budi]))
    await pullRmDetail(db, provider([], { 7: rmDetail() }), 7)
    await afterRefresh(db, [{ ...citra, name: 'Citra R.' }])
    expect(await db.rms.get(7)).toMatchObject({
      name: 'Citra R.',
      nik: 'NIK1007',
      fileUrl: '/File/view/31',
      jobTitle: citra.jobTitle,
    })
    // An RM master data no longer lists goes.
    expect(await db.rms.get(8)).toBeUndefined()
  })
})

describe("an RM's detail", () => {
  it('is written onto the row and kept per version; an RM added here has none yet', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra]))
    const server = provider([], { 7: rmDetail() })
    expect(await pullRmDetail(db, server, 7)).toMatchObject({ id: 7 })
    expect(await db.rms.get(7)).toMatchObject({ nik: 'NIK1007', address: 'Jalan Sudirman 1' })
    expect((await readKeptRms(db))[7]).toMatchObject({ version: 3, nik: 'NIK1007' })
    expect(await pullRmDetail(db, server, -1)).toBeNull()
    expect(server.received).toHaveLength(1)
  })

  it('never overwrites an RM with unsent ops', async () => {
    const db = newDb()
    await pullRmList(db, provider([citra]))
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    await pullRmDetail(db, provider([], { 7: rmDetail({ name: 'Server Name' }) }), 7)
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru' })
  })
})

describe("the briefcase's RMs (role 1)", () => {
  it('keeps the list and every detail, fetching again only details of another version', async () => {
    const db = newDb()
    const details = { 7: rmDetail(), 8: rmDetail({ ...budi, nik: 'NIK8' }) }
    const first = provider([citra, budi], details)
    await fillRms({ db, transport: first, ...noFillProgress })
    expect(first.received.map((request) => request.path).sort()).toEqual([
      '/pipeline/list/rm/0/0/1/500/*',
      '/pipeline/rm/7',
      '/pipeline/rm/8',
    ])
    expect(await db.rms.get(8)).toMatchObject({ nik: 'NIK8', version: 1 })

    const changed = rmRow({ id: 8, name: 'Budi Santoso', email: 'budi@crm.test', version: 2 })
    const second = provider([citra, changed], {
      ...details,
      8: rmDetail({ ...changed, nik: 'NIK8-B' }),
    })
    await saveMasterData(db, master([citra, changed].map(masterRm)))
    await fillRms({ db, transport: second, ...noFillProgress })
    expect(second.received.map((request) => request.path)).toEqual([
      '/pipeline/list/rm/0/0/1/500/*',
      '/pipeline/rm/8',
    ])
    expect(await db.rms.get(7)).toMatchObject({ nik: 'NIK1007', version: 3 })
    expect(await db.rms.get(8)).toMatchObject({ nik: 'NIK8-B', version: 2 })
  })
})

describe('the RM list pulled again for the user', () => {
  const tagged = (rows: (typeof citra)[]) => new EtagTransport(provider(rows))

  it('is answered 304 while unchanged and its rows still carry the list columns', async () => {
    const db = newDb()
    const server = tagged([citra, budi])
    await pullRmList(db, server, () => 1, USER)
    expect(await pullRmList(db, server, () => 2, USER)).toBe(true)
    expect(server.answered.map((answer) => answer.status)).toEqual([200, 304])
    expect((await db.meta.get(fetchedAtKey(RMS_LIST)))?.value).toBe(2)
    expect(await db.rms.get(8)).toMatchObject({ jobTitle: 'Relationship Manager', version: 1 })
  })

  it("is answered 304 after master data's refresh: the rows keep the list's columns", async () => {
    const db = newDb()
    const server = tagged([citra, budi])
    await pullRmList(db, server, Date.now, USER)
    await saveMasterData(db, master([citra, budi].map(masterRm)))
    await pullRmList(db, server, Date.now, USER)
    expect(server.answered.map((answer) => answer.status)).toEqual([200, 304])
    expect(await db.rms.get(8)).toMatchObject({ jobTitle: 'Relationship Manager', version: 1 })
  })

  it('is asked whole when a row of its answer left the device', async () => {
    const db = newDb()
    const server = tagged([citra, budi])
    await pullRmList(db, server, Date.now, USER)
    await db.rms.delete(8)
    await pullRmList(db, server, Date.now, USER)
    expect(server.answered.map((answer) => answer.status)).toEqual([200, 200])
    expect(await db.rms.get(8)).toMatchObject({ jobTitle: 'Relationship Manager', version: 1 })
  })

  it('is never asked with a tag when it comes in more than one page', async () => {
    const db = newDb()
    const answer = (request: SyncRequest): SyncResponse => ({
      status: 200,
      body: listAnswer(request.path.endsWith('/1/500/*') ? [citra] : [budi], RM_PULL_PAGE_SIZE + 1),
    })
    const server = new EtagTransport(new StubServer(answer))
    await pullRmList(db, server, Date.now, USER)
    await pullRmList(db, server, Date.now, USER)
    expect(server.answered.map((answer) => answer.ifNoneMatch)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
