import { describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { ChainModel } from './chainModel.ts'
import type { ServerRows } from './chainServer.ts'
import { Ledger } from './ledger.ts'

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
