import { describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { ChainModel } from './chainModel.ts'
import type { ServerRows } from './chainServer.ts'
import { entityStory, Ledger, type DeliveredWrite } from './ledger.ts'

/** A deal name edit made on version 3 of deal 70, whose contact was 434 then. */
function rename(version: number, contactId: number): OutboxOp {
  return pendingOp({
    opId: 'rename-1',
    type: 'deal.rename',
    entity: { table: 'deals', id: 70 },
    args: {
      dealId: 70,
      name: 'New name',
      clientId: 12,
      contactId,
      dealDate: '2026-11-01',
      segmentId: 1,
      branchId: 1,
      stageId: 2,
      probability: 20,
      picId: 5,
    },
    base: { version, fields: { dealName: 'Old name' } },
    userId: 5,
  })
}

function sentIdProblems(sent: OutboxOp): string[] {
  const ledger = new Ledger()
  ledger.created.set('rename-1', { device: 'a', op: rename(3, 434) })
  ledger.applied.set('rename-1', { device: 'a', op: sent, answer: null, order: 0 })
  const model = new ChainModel(ledger, {} as ServerRows, new Set())
  model.checkSentIds()
  return model.problems
}

describe('the chain model: ids as sent', () => {
  it('takes a ref the op does not change from the server once the op was rebased', () => {
    // Another device changed the deal's contact; the rename was rebased on version 4.
    expect(sentIdProblems(rename(4, 436))).toEqual([])
  })

  it('still holds an op sent on the version it was made on to the ids it named', () => {
    expect(sentIdProblems(rename(3, 436))).toEqual([
      'deal.rename rename-1: contactId made as 434 was sent as 436, not 434',
    ])
  })

  it('never lets a rebased op send a temporary id', () => {
    expect(sentIdProblems(rename(4, -7))).toEqual([
      'deal.rename rename-1: contactId made as 434 was sent as -7, not 434',
    ])
  })
})

describe('the chain model: a broken chain', () => {
  const edit = (opId: string, version: number): OutboxOp =>
    pendingOp({
      opId,
      type: 'projection.updateInvoice',
      entity: { table: 'projectionItems', id: 9 },
      args: { invoiceDate: '2026-12-01', amount: 1000, remarks: '' },
      base: { version, fields: {} },
    })

  it('tells the story of an entity whose versions skip one: each op, its fate, its sends', () => {
    const ledger = new Ledger()
    for (const [opId, version] of [
      ['edit-1', 1],
      ['edit-2', 3],
      ['edit-3', 2],
    ] as const) {
      ledger.created.set(opId, { device: 'admin', op: edit(opId, version) })
    }
    const answered = (opId: string, version: number, order: number) =>
      ledger.applied.set(opId, {
        device: 'admin',
        op: edit(opId, version - 1),
        answer: { version },
        order,
      })
    answered('edit-1', 2, 0)
    answered('edit-2', 4, 1)
    ledger.dropped.set('edit-3', { device: 'admin', resolution: 'discard' })
    ledger.stops.set('edit-3', 'failed 422')
    const start = { id: 9, version: 1, invoiceDate: '2026-12-01', amount: 1000, remarks: '' }
    const rows = { projectionItems: new Map([[9, { ...start, version: 4 }]]) }
    const model = new ChainModel(ledger, rows as unknown as ServerRows, new Set())
    model.checkProjection(new Map([[9, start]]))

    expect(model.problems).toContain(
      'projectionItems:9: version chain broken at projection.updateInvoice edit-2',
    )
    expect(model.unexplained).toEqual([{ label: 'projectionItems:9', keys: ['projectionItems:9'] }])
    const sent = (opId: string, ifMatch: string, answer: Partial<DeliveredWrite>) => ({
      opId,
      method: 'PUT',
      path: '/projection/9',
      ifMatch,
      device: 'admin',
      fault: null,
      ...answer,
    })
    const writes: DeliveredWrite[] = [
      sent('edit-1', '1', { status: 200, version: 2 }),
      sent('edit-3', '2', { status: 200, version: 3, fault: 'dropAnswer' }),
      sent('edit-3', '2', { status: 422 }),
      sent('edit-2', '3', { status: 200, version: 4 }),
    ]
    expect(entityStory(ledger, writes, model.unexplained[0]!)).toEqual([
      'projectionItems:9 (projectionItems:9):',
      '  admin projection.updateInvoice edit-1 made on v1: applied as v2; sent admin If-Match 1 -> 200 v2',
      '  admin projection.updateInvoice edit-2 made on v3: applied as v4; sent admin If-Match 3 -> 200 v4',
      '  admin projection.updateInvoice edit-3 made on v2: dropped (discard after failed 422); sent ' +
        'admin If-Match 2 -> 200 v3 [dropAnswer] | admin If-Match 2 -> 422',
    ])
  })
})

describe('the chain model: a row its writes do not explain', () => {
  it('names the entity whose last write on the server the ledger never saw accepted', () => {
    const ledger = new Ledger()
    const op = pendingOp({
      opId: 'edit-1',
      type: 'projection.updateInvoice',
      entity: { table: 'projectionItems', id: 9 },
      args: { invoiceDate: '2026-12-01', amount: 2000, remarks: '' },
      base: { version: 1, fields: {} },
    })
    ledger.created.set('edit-1', { device: 'admin', op })
    ledger.applied.set('edit-1', { device: 'admin', op, answer: { version: 2 }, order: 0 })
    const start = { id: 9, version: 1, invoiceDate: '2026-12-01', amount: 1000, remarks: '' }
    // A second write, unseen by the ledger, left version 3 and another amount.
    const server = { ...start, amount: 3000, version: 3 }
    const rows = { projectionItems: new Map([[9, server]]) }
    const model = new ChainModel(ledger, rows as unknown as ServerRows, new Set())
    model.checkProjection(new Map([[9, start]]))

    expect(model.problems).toHaveLength(1)
    expect(model.unexplained).toEqual([{ label: 'projectionItems:9', keys: ['projectionItems:9'] }])
  })
})
