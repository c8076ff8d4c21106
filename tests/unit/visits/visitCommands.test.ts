import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { editVisit } from '../../../src/features/visits/visitCommands.ts'
import { discardOp, takeTheirs } from '../../../src/sync/resolve.ts'
import type { VisitFields } from '../../../src/entities/visits/visitOps.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

/** A visit logged on another device, as the deal's journal (or the server's list) shows it. */
const asOpened: VisitFields = {
  dealId: 42,
  clientId: 5,
  clientName: 'PT Maju',
  visitDate: '2026-03-02',
  startTime: '09:00',
  endTime: '10:00',
  contacts: [11],
  rms: [USER],
  consultants: [],
  tribes: [2],
  location: 'Jakarta',
  objective: 'Kick-off',
  nextStep: 'Proposal',
  remark: '',
}

const edited: VisitFields = { ...asOpened, location: 'Bandung', objective: 'Renegotiate' }

describe('editVisit of a visit this device does not hold', () => {
  it('stands the edit on the visit as it was, so the op puts back what the server has', async () => {
    const db = newDb()
    await editVisit(77, edited, asOpened, USER, db)

    expect(await db.visits.get(77)).toMatchObject({ id: 77, location: 'Bandung' })
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      type: 'visit.update',
      // Never read here: sent without If-Match.
      base: { version: null, fields: { location: 'Jakarta', objective: 'Kick-off' } },
    })
  })

  it('Discard leaves no trace of the edit on the device', async () => {
    const db = newDb()
    await editVisit(77, edited, asOpened, USER, db)
    const [op] = await db.outbox.toArray()

    await discardOp(db, op!.opId)
    // As before the edit: the journal shows the visit from the deal's history again.
    expect(await db.visits.get(77)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it("Take theirs keeps the server's visit on the row", async () => {
    const db = newDb()
    await editVisit(77, edited, asOpened, USER, db)
    const theirs = { ...asOpened, id: 77, userId: 9, location: 'Surabaya', version: 4 }
    await drain(db, new StubServer(() => ({ status: 412, body: theirs })))
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'conflict' })

    await takeTheirs(db, op!.opId)
    expect(await db.visits.get(77)).toMatchObject({ location: 'Surabaya', version: 4 })
  })

  it('a visit held here: Discard puts the held row back', async () => {
    const db = newDb()
    const held = { ...asOpened, id: 77, userId: USER, version: 3 }
    await db.visits.put(held)
    await editVisit(77, edited, asOpened, USER, db)
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ base: { version: 3 } })
    expect(op!.effects).toBeUndefined()

    await discardOp(db, op!.opId)
    expect(await db.visits.get(77)).toEqual(held)
  })

  it('without the visit as it was, queues the edit without making a row', async () => {
    const db = newDb()
    await editVisit(77, edited, null, USER, db)
    expect(await db.visits.get(77)).toBeUndefined()
    expect(await db.outbox.toArray()).toMatchObject([
      { type: 'visit.update', base: { version: null, fields: null } },
    ])
  })
})
