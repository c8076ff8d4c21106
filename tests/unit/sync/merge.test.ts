import { describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { changedFields, mergeOutcome, sameValue } from '../../../src/sync/merge.ts'
import { OP_TYPES, type ArgsOf, type OpTypeName } from '../../../src/sync/registry.ts'
import type { Row } from '../../../src/sync/syncDb.ts'

type MergeInput = Parameters<typeof mergeOutcome>[0]

const opOf = (type: string, args: Record<string, unknown>, base: OutboxOp['base']): MergeInput => ({
  type,
  args,
  userId: 3,
  createdAt: 1_700_000_000_000,
  base,
})

/** A deal as the server's 412 body gives it (row fields), at version 5. */
const SERVER_DEAL: Row = {
  dealId: 7,
  dealName: 'ERP rollout',
  stage: 2,
  probability: 20,
  state: 'open',
  clientId: 12,
  contactId: 40,
  dealDate: '2026-03-01',
  segmentId: 2,
  branchId: 3,
  picId: 0,
  version: 5,
}

/** Args of every op type that merges, each changing what a person would. */
const MERGEABLE: { [N in OpTypeName]?: ArgsOf<N> } = {
  'deal.moveStage': { dealId: 7, stage: 4 },
  'deal.setProbability': { dealId: 7, probability: 80 },
  'deal.setState': { dealId: 7, code: 3 },
  'deal.rename': {
    dealId: 7,
    name: 'ERP rollout phase 2',
    clientId: 12,
    contactId: 40,
    dealDate: '2026-03-01',
    segmentId: 2,
    branchId: 3,
    stageId: 2,
    probability: 20,
    picId: 0,
  },
  'status.update': { statusId: 9, dealId: 7, status: 'Met the CFO' },
}

/** Update types that always ask the person on a 409/412 (no merge rule yet). */
const ASKS_ALWAYS: readonly OpTypeName[] = [
  'deal.setClientInfo',
  'deal.setOwners',
  'deal.uploadDocument',
  'client.update',
  'contact.update',
  'proposal.update',
  'visit.update',
  'projection.move',
  'projection.updateInvoice',
  'invoice.update',
  'invoice.markInvoiced',
  'invoice.moveBack',
  'target.save',
  'target.decide',
  'team.update',
  'profile.update',
  'rm.update',
]

const names = Object.keys(OP_TYPES) as OpTypeName[]

/** An op on version 4 whose base holds, for each field it changes, a value of its own. */
function opBefore(type: OpTypeName): { op: MergeInput; fields: string[]; mine: Row; base: Row } {
  const args = MERGEABLE[type] as Record<string, unknown>
  const { fields, mine } = changedFields(opOf(type, args, { version: 4, fields: null }))
  const base: Row = Object.fromEntries(Object.keys(mine).map((field) => [field, { before: field }]))
  return { op: opOf(type, args, { version: 4, fields: base }), fields, mine, base }
}

describe('which op types merge', () => {
  it('is declared for every op type: updates with a rule merge, creates, deletes and the rest ask', () => {
    for (const name of names) {
      const type = OP_TYPES[name]
      if (type.kind !== 'update') expect(type.merge, name).toBeUndefined()
      else if (name in MERGEABLE) expect(type.merge, name).toBeDefined()
      else expect([name, type.merge]).toEqual([name, undefined])
    }
    expect([...Object.keys(MERGEABLE), ...ASKS_ALWAYS].sort()).toEqual(
      names.filter((name) => OP_TYPES[name].kind === 'update').sort(),
    )
  })

  it('never merges a create or a delete, whatever the server answered', () => {
    for (const name of names.filter((found) => OP_TYPES[found].kind !== 'update')) {
      const op = opOf(name, {}, { version: 4, fields: { stage: 1 } })
      expect(mergeOutcome(op, { ...SERVER_DEAL }), name).toEqual({ kind: 'conflict', fields: [] })
    }
  })
})

describe('the three-way comparison, for every op type that merges', () => {
  for (const name of Object.keys(MERGEABLE) as OpTypeName[]) {
    describe(name, () => {
      it('changes at least one field, and names them as row fields', () => {
        const { fields, mine } = opBefore(name)
        expect(fields.length).toBeGreaterThan(0)
        for (const field of fields) expect(mine).toHaveProperty(field)
      })

      it('rebases on the server version when the server changed only other fields', () => {
        const { op, base } = opBefore(name)
        const theirs = { ...SERVER_DEAL, ...base, somethingElse: 'changed', version: 5 }
        const outcome = mergeOutcome(op, theirs)
        expect(outcome).toMatchObject({ kind: 'rebase', version: 5, theirs })
      })

      it('rebases when the server changed a field to the same value', () => {
        const { op, mine } = opBefore(name)
        expect(mergeOutcome(op, { ...SERVER_DEAL, ...mine, version: 5 })).toMatchObject({
          kind: 'rebase',
          version: 5,
        })
      })

      it('names each field the server changed to another value as a clash', () => {
        const { op, fields, base } = opBefore(name)
        for (const field of fields) {
          const theirs = { ...SERVER_DEAL, ...base, [field]: { server: field }, version: 5 }
          expect(mergeOutcome(op, theirs), field).toEqual({ kind: 'conflict', fields: [field] })
        }
      })

      it('counts a field the server state does not carry as a clash (it cannot be told)', () => {
        const { op, fields, base } = opBefore(name)
        const [field] = fields
        const theirs: Row = { ...SERVER_DEAL, ...base, version: 5 }
        delete theirs[field!]
        expect(mergeOutcome(op, theirs)).toEqual({ kind: 'conflict', fields: [field] })
      })

      it('asks the person when the answer carried no entity or its own version (a refusal)', () => {
        const { op, base } = opBefore(name)
        expect(mergeOutcome(op, null)).toEqual({ kind: 'conflict', fields: [] })
        expect(mergeOutcome(op, { ...SERVER_DEAL, ...base, version: 4 })).toEqual({
          kind: 'conflict',
          fields: [],
        })
      })
    })
  }

  it('moving a stage clashes with a server probability change: the drop sets probability too', () => {
    const op = opOf(
      'deal.moveStage',
      { dealId: 7, stage: 4 },
      {
        version: 4,
        fields: { stage: 2, probability: 20 },
      },
    )
    expect(mergeOutcome(op, { ...SERVER_DEAL, probability: 30 })).toEqual({
      kind: 'conflict',
      fields: ['probability'],
    })
    expect(mergeOutcome(op, { ...SERVER_DEAL, dealName: 'Renamed' })).toMatchObject({
      kind: 'rebase',
      args: { dealId: 7, stage: 4 },
    })
  })

  it("does not compare the status update's time, which the server stamps itself", () => {
    const op = opOf(
      'status.update',
      { statusId: 9, dealId: 7, status: 'Met the CFO' },
      {
        version: 4,
        fields: { status: 'Called', lastUpdated: '2026-01-01T00:00:00Z' },
      },
    )
    const theirs = { id: 9, status: 'Called', lastUpdated: '2026-02-02T10:00:00Z', version: 5 }
    expect(mergeOutcome(op, theirs)).toMatchObject({ kind: 'rebase', version: 5 })
    expect(mergeOutcome(op, { ...theirs, status: 'Emailed' })).toEqual({
      kind: 'conflict',
      fields: ['status'],
    })
  })
})

describe('a rename carries the whole deal: it is rebuilt from the server state', () => {
  const rename = MERGEABLE['deal.rename']!
  const op = opOf('deal.rename', rename, { version: 4, fields: { dealName: 'ERP rollout' } })

  it('takes every field but the name from the server, so an old stage is never put back', () => {
    const theirs = { ...SERVER_DEAL, stage: 5, probability: 90, contactId: 41, picId: 8 }
    expect(mergeOutcome(op, theirs)).toEqual({
      kind: 'rebase',
      version: 5,
      theirs,
      args: { ...rename, stageId: 5, probability: 90, contactId: 41, picId: 8 },
    })
  })

  it('asks the person when the server state lacks a field the request carries', () => {
    const { contactId: _gone, ...theirs } = SERVER_DEAL
    expect(mergeOutcome(op, theirs)).toEqual({ kind: 'conflict', fields: [] })
  })

  it('clashes when the server renamed it too, to another name', () => {
    expect(mergeOutcome(op, { ...SERVER_DEAL, dealName: 'ERP' })).toEqual({
      kind: 'conflict',
      fields: ['dealName'],
    })
  })
})

describe('sameValue', () => {
  it('compares data by value, not by reference', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameValue([], {})).toBe(false)
    expect(sameValue(null, undefined)).toBe(false)
    expect(sameValue(0, 0)).toBe(true)
  })
})
