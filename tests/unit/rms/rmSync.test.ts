import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import {
  createRm,
  deleteRm,
  NotAllowedToManageRms,
  updateRm,
} from '../../../src/features/rms/rmCommands.ts'
import { pullRmList } from '../../../src/entities/rms/rmPulls.ts'
import { decisionsFor } from '../../../src/app/sync/decisions.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { readMasterData } from '../../../src/entities/master/masterData.ts'
import { RMS_LIST } from '../../../src/entities/rms/rmRows.ts'
import { userOps } from '../../../src/sync/syncDb.ts'
import { discardOp, keepMine, takeTheirs } from '../../../src/sync/resolve.ts'
import { resolveTempId } from '../../../src/sync/tempIds.ts'
import type { SyncRequest, SyncResponse } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { branch, listAnswer, newRmFields, rmDetail, rmRow, segment, WEB } from './fixtures.ts'

const admin: Actor = { id: USER, roleId: ROLE.admin }
const ifMatchOf = (request: SyncRequest | undefined) => request?.headers?.[IF_MATCH_HEADER]
const bodyOf = (request: SyncRequest | undefined) => request?.body as Record<string, unknown>
const pickerNames = async (db: CrmDb) => (await readMasterData(db)).rms.map((rm) => rm.name)

/** The device after a pull of the list holding RM 7 (Citra, version 3). */
async function withRm7(): Promise<CrmDb> {
  const db = newDb()
  await pullRmList(db, new StubServer(() => ({ status: 200, body: listAnswer([rmRow()]) })))
  return db
}

const answering =
  (status: number, body: unknown = null) =>
  (): SyncResponse => ({ status, body })

describe('an RM added (offline)', () => {
  it('shows at once in the list and the RM pickers under a temp id, then under the server id', async () => {
    const db = await withRm7()
    const tempId = await createRm(admin, newRmFields, null, db)

    expect(tempId).toBeLessThan(0)
    expect(await db.rms.get(tempId)).toEqual({
      userId: tempId,
      ...newRmFields,
      platform: WEB,
      fileUrl: null,
      version: 0,
    })
    expect(await pickerNames(db)).toEqual(['Citra Relationship', 'Dewi Baru'])

    const server = new StubServer(answering(200, { id: 40 }))
    expect(await drain(db, server)).toMatchObject({ applied: 1 })
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/pipeline/rm',
      body: { id: 0, name: 'Dewi Baru', segmentId: 2, branchId: 3, userId: USER, platformId: 2 },
    })
    expect(await db.rms.get(tempId)).toBeUndefined()
    expect(await db.rms.get(40)).toMatchObject({ name: 'Dewi Baru', version: 1 })
    expect((await readMasterData(db)).rms.map((rm) => rm.userId)).toEqual([7, 40])
    // A screen still on the temp id (the detail's address) finds the server's.
    expect(await resolveTempId(db, 'rms', tempId)).toBe(40)
    expect(await db.outbox.count()).toBe(0)

    // The next pull lists it under its server id.
    await pullRmList(
      db,
      new StubServer(
        answering(200, listAnswer([rmRow(), rmRow({ id: 40, name: 'Dewi Baru', version: 1 })])),
      ),
    )
    expect((await db.syncLists.get(RMS_LIST))?.ids).toEqual([7, 40])
  })

  it('an edit made before the create reached the server is sent on the server id, If-Match "1"', async () => {
    const db = await withRm7()
    const tempId = await createRm(admin, newRmFields, null, db)
    await updateRm(admin, tempId, { ...newRmFields, jobTitle: 'Head of RM' }, null, db)
    const server = new StubServer((request) =>
      request.method === 'POST' ? { status: 200, body: { id: 40 } } : { status: 204, body: null },
    )

    await drain(db, server)

    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /pipeline/rm',
      'PUT /pipeline/rm/40',
    ])
    expect(bodyOf(server.received[1])).toMatchObject({ id: 40, jobTitle: 'Head of RM' })
    expect(ifMatchOf(server.received[1])).toBe('"1"')
    expect(await db.rms.get(40)).toMatchObject({ jobTitle: 'Head of RM', version: 2 })
  })

  it('is refused to anyone but role 1, and nothing is queued', async () => {
    const db = newDb()
    const manager: Actor = { id: USER, roleId: ROLE.manager }
    await expect(createRm(manager, newRmFields, null, db)).rejects.toThrow(NotAllowedToManageRms)
    await expect(deleteRm(manager, 7, 'Citra', db)).rejects.toThrow(NotAllowedToManageRms)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.rms.count()).toBe(0)
  })
})

describe('saving an RM', () => {
  it('shows the change at once everywhere and sends every field on its version', async () => {
    const db = await withRm7()
    const fields = { ...newRmFields, name: 'Citra Baru', email: 'citra@crm.test' }
    const photo = { fileBase64: 'iVBORw0KGgo=', filename: 'citra.png' }
    await updateRm(admin, 7, fields, photo, db)

    expect(await db.rms.get(7)).toMatchObject({
      name: 'Citra Baru',
      segment: segment(2),
      branch: branch(3),
      photoName: 'citra.png',
      version: 3,
    })
    expect(await pickerNames(db)).toEqual(['Citra Baru'])
    const server = new StubServer(answering(204))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/pipeline/rm/7',
      body: { id: 7, name: 'Citra Baru', ...photo, platformId: 2, userId: USER },
    })
    expect(ifMatchOf(server.received[0])).toBe('"3"')
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru', version: 4 })
  })
})

describe('a save the server has moved past (412)', () => {
  const theirs = rmDetail({ name: 'Citra Sari', version: 9 })

  it('is a conflict holding the server RM; keep mine sends it again on its version', async () => {
    const db = await withRm7()
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    let status = 412
    const server = new StubServer(() =>
      status === 412 ? { status, body: theirs } : { status, body: null },
    )

    expect(await drain(db, server)).toMatchObject({ applied: 0, conflicts: 1 })
    const [op] = await userOps(db, USER)
    expect(op).toMatchObject({ type: 'rm.update', status: 'conflict', lastStatus: 412 })
    expect(op!.serverState).toMatchObject({ userId: 7, name: 'Citra Sari', version: 9 })
    expect(decisionsFor(op!)).toEqual(['keepMine', 'takeTheirs'])
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru' })

    await keepMine(db, op!.opId)
    status = 204
    await drain(db, server)
    expect(server.received.map(ifMatchOf)).toEqual(['"3"', '"9"'])
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru', version: 10 })
  })

  it("take theirs puts the server's RM on the row, the pickers included", async () => {
    const db = await withRm7()
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    await drain(db, new StubServer(answering(412, theirs)))
    await takeTheirs(db, (await db.outbox.toArray())[0]!.opId)
    expect(await db.rms.get(7)).toMatchObject({
      name: 'Citra Sari',
      nik: 'NIK1007',
      fileUrl: '/File/view/31',
      version: 9,
    })
    expect(await pickerNames(db)).toEqual(['Citra Sari'])
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('a write the server refuses (403)', () => {
  it('is failed with the reason, not sent again, and discard puts the RM back', async () => {
    const db = await withRm7()
    const before = await db.rms.get(7)
    await updateRm(admin, 7, { ...newRmFields, name: 'Citra Baru' }, null, db)
    const server = new StubServer(answering(403))

    expect(await drain(db, server)).toMatchObject({ applied: 0, failed: 1 })
    await drain(db, server)
    expect(server.received).toHaveLength(1)
    const [op] = await userOps(db, USER)
    expect(op).toMatchObject({ type: 'rm.update', status: 'failed', lastStatus: 403 })
    expect(op!.lastError).toBeTruthy()
    expect(decisionsFor(op!)).toEqual(['discard'])
    expect(await db.rms.get(7)).toMatchObject({ name: 'Citra Baru' })

    await discardOp(db, op!.opId)
    expect(await db.rms.get(7)).toEqual(before)
  })

  it('a refused create is failed too; discarding it takes the RM out of the pickers', async () => {
    const db = await withRm7()
    await createRm(admin, newRmFields, null, db)
    await drain(db, new StubServer(answering(403)))
    const [op] = await userOps(db, USER)
    expect(op).toMatchObject({ type: 'rm.create', status: 'failed', lastStatus: 403 })
    expect(await pickerNames(db)).toEqual(['Citra Relationship', 'Dewi Baru'])
    await discardOp(db, op!.opId)
    expect(await pickerNames(db)).toEqual(['Citra Relationship'])
  })
})

describe('deleting an RM', () => {
  it('takes it out of the list and the pickers at once and settles on 200, or 404', async () => {
    for (const status of [200, 404]) {
      const db = await withRm7()
      await deleteRm(admin, 7, 'Citra Relationship', db)
      expect(await db.rms.get(7)).toBeUndefined()
      expect(await pickerNames(db)).toEqual([])
      const server = new StubServer(answering(status))
      expect(await drain(db, server)).toMatchObject({ applied: 1 })
      expect(server.received[0]).toMatchObject({
        method: 'DELETE',
        path: `/pipeline/rm/7/${USER}`,
      })
      expect(ifMatchOf(server.received[0])).toBe('"3"')
      expect(await db.outbox.count()).toBe(0)
    }
  })
})
