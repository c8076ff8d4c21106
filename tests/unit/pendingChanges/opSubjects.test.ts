import { describe, expect, it } from 'vitest'
import { readOpSubject, readOpSubjects } from '../../../src/features/pendingChanges/opSubjects.ts'
import { targetSubject } from '../../../src/entities/targets/naming.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { newDb } from '../crmDbHarness.ts'

const op = (fields: Partial<OutboxOp>): OutboxOp =>
  pendingOp({
    type: 'deal.moveStage',
    entity: { table: 'deals', id: 7 },
    args: {},
    base: { version: null, fields: null },
    userId: 3,
    ...fields,
  })

const on = (table: string, id: number, fields: Partial<OutboxOp>): OutboxOp =>
  op({ entity: { table, id }, entityKey: `${table}:${id}`, ...fields })

async function seeded(): Promise<CrmDb> {
  const db = newDb()
  await db.deals.put({ dealId: 7, dealName: 'ERP rollout' } as never)
  await db.clients.put({ id: 12, company: 'PT Maju Jaya' } as never)
  await db.contacts.put({ id: 40, clientId: 12, name: 'Sari Dewi' } as never)
  await db.tribes.put({ id: 2, text: 'Digital' })
  return db
}

describe('what a pending change is about, by name', () => {
  it('names a deal by its local row, also for a stage move whose args carry no name', async () => {
    const db = await seeded()
    expect(await readOpSubject(db, on('deals', 7, { args: { dealId: 7, stage: 3 } }))).toBe(
      'ERP rollout',
    )
    expect(
      await readOpSubject(
        db,
        on('deals', -1, { type: 'deal.create', args: { dealId: -1, name: 'New CRM' } }),
      ),
    ).toBe('New CRM')
  })

  it("names a new company and contact made offline by what was typed, never 'clients:-1'", async () => {
    const db = await seeded()
    const client = on('clients', -1, {
      type: 'client.create',
      args: { clientId: -1, company: 'PT Baru', remarks: '' },
    })
    const contact = on('contacts', -2, {
      opId: 'op-2',
      type: 'contact.create',
      args: { contactId: -2, clientId: -1, name: 'Budi Santoso' },
    })
    const subjects = await readOpSubjects(db, [client, contact])
    expect([...subjects.values()]).toEqual(['PT Baru', 'Budi Santoso'])
  })

  it('names an edit from the local row and a delete from the row it put aside', async () => {
    const db = await seeded()
    expect(
      await readOpSubject(
        db,
        on('contacts', 40, { type: 'contact.delete', args: { contactId: 40 } }),
      ),
    ).toBe('Sari Dewi')
    expect(
      await readOpSubject(
        db,
        on('clients', 99, {
          type: 'client.delete',
          args: { clientId: 99 },
          base: { version: 2, fields: { id: 99, company: 'PT Lama' } },
        }),
      ),
    ).toBe('PT Lama')
  })

  it('names a status update, proposal or projected invoice by its deal', async () => {
    const db = await seeded()
    expect(
      await readOpSubject(
        db,
        on('statusUpdates', 3, { type: 'status.update', args: { statusId: 3, dealId: 7 } }),
      ),
    ).toBe('ERP rollout')
    expect(
      await readOpSubject(
        db,
        on('proposals', -4, { type: 'proposal.create', args: { proposalId: -4, dealId: 7 } }),
      ),
    ).toBe('ERP rollout')
  })

  it('names a visit by its company and date, a team, an RM and a target by unit and year', async () => {
    const db = await seeded()
    expect(
      await readOpSubject(
        db,
        on('visits', -5, {
          type: 'visit.create',
          args: { visitId: -5, dealId: 0, clientName: 'PT Maju Jaya', visitDate: '2026-11-24' },
        }),
      ),
    ).toBe('PT Maju Jaya, 24 Nov 2026')
    expect(
      await readOpSubject(
        db,
        on('teams', 6, { type: 'team.delete', args: { teamId: 6, name: 'North' } }),
      ),
    ).toBe('North')
    expect(
      await readOpSubject(db, on('rms', 8, { type: 'rm.update', args: { rmId: 8, name: 'Andi' } })),
    ).toBe('Andi')
    expect(
      await readOpSubject(
        db,
        on('targets', 1, { type: 'target.save', args: { type: 'tribe', unitId: 2, year: 2027 } }),
      ),
    ).toBe('Tribe Digital, 2027')
    expect(targetSubject('segment', null, 2027)).toBe('Segment target, 2027')
  })

  it('says a thing is not on this device rather than showing its key', async () => {
    const db = await seeded()
    expect(await readOpSubject(db, on('deals', 55, { args: { dealId: 55 } }))).toBe(
      'A deal not on this device',
    )
    expect(
      await readOpSubject(
        db,
        on('contacts', 41, { type: 'contact.update', args: { contactId: 41 } }),
      ),
    ).toBe('A contact not on this device')
  })
})
