import { describe, expect, it } from 'vitest'
import { showsAsOf, STALE_AFTER_MS } from '../../../src/domain/freshness.ts'
import {
  clashText,
  describeOp,
  opNameFromArgs,
  opReason,
  waitingText,
} from '../../../src/app/sync/describeOp.ts'
import { decisionsFor, isPermissionRefusal } from '../../../src/app/sync/decisions.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'

const op = (fields: Partial<OutboxOp> = {}): OutboxOp =>
  pendingOp({
    type: 'deal.moveStage',
    entity: { table: 'deals', id: 7 },
    args: { dealId: 7, stage: 3 },
    base: { version: 4, fields: { stage: 2, probability: 20 } },
    userId: 5,
    ...fields,
  })

describe('an op in words', () => {
  it('names a stage move and the values it sets', () => {
    expect(describeOp(op())).toEqual({
      action: 'Move stage',
      fields: [
        { field: 'stage', label: 'Stage', mine: 'Proposal sent', theirs: null, clash: false },
        { field: 'probability', label: 'Probability', mine: '0.3', theirs: null, clash: false },
      ],
    })
  })

  it("shows both values in a conflict: mine and the server's", () => {
    const conflict = op({
      status: 'conflict',
      serverState: { dealId: 7, stage: 4, probability: 50, version: 5 },
    })
    expect(describeOp(conflict).fields.map((field) => [field.mine, field.theirs])).toEqual([
      ['Proposal sent', 'Presentation'],
      ['0.3', '0.5'],
    ])
  })

  it('names the fields changed on both sides, by their labels, once each', () => {
    const conflict = op({
      status: 'conflict',
      serverState: { dealId: 7, stage: 4, probability: 50, version: 5 },
      clashes: ['stage', 'probability', 'clientInfoDraft'],
    })
    expect(clashText(conflict)).toBe('Changed here and on the server: Stage, Probability')
    expect(describeOp(conflict).fields.map((field) => [field.label, field.clash])).toEqual([
      ['Stage', true],
      ['Probability', true],
    ])
    const told = op({
      status: 'conflict',
      clashes: ['stage', 'probability'],
      changedBy: { stage: { name: 'Rina Admin', at: '2027-01-05T14:30:00Z' } },
    })
    expect(clashText(told)).toMatch(
      /^Changed here and on the server: Stage \(by Rina Admin, \d{2} Jan 2027 \| \d{2}:\d{2}\), Probability$/,
    )
    expect(clashText(op({ status: 'conflict' }))).toBeNull()
    expect(clashText(op({ status: 'conflict', clashes: ['clientInfoDraft'] }))).toBeNull()
  })

  it("shows a projected invoice's period, value and remark, and the server's in a conflict", () => {
    const update = op({
      type: 'projection.updateInvoice',
      entity: { table: 'projectionItems', id: 31 },
      entityKey: 'projectionItems:31',
      args: {
        dealId: 7,
        invoiceId: 31,
        month: 3,
        year: 2027,
        amount: 25_000_000,
        remarks: 'Second term',
        invoiceDate: '2027-03-15',
      },
      status: 'conflict',
      serverState: { invoiceId: 31, value: 20_000_000, remarks: '', invoiceDate: '2027-02-15' },
    })
    expect(describeOp(update)).toMatchObject({ action: 'Update projected invoice' })
    expect(
      describeOp(update).fields.map(({ label, mine, theirs }) => [label, mine, theirs]),
    ).toEqual([
      ['Value (IDR)', 'IDR 25,000,000', 'IDR 20,000,000'],
      ['Remark', 'Second term', '-'],
      ['Period', 'Mar 2027', 'Feb 2027'],
    ])
    expect(opReason(update)).toBe(
      'The projected invoice was changed by someone else since you acted on it.',
    )
  })

  it('names the deal of a status update op', () => {
    const status = op({
      type: 'status.update',
      entity: { table: 'statusUpdates', id: 3 },
      entityKey: 'statusUpdates:3',
      args: { statusId: 3, dealId: 7, status: 'Met the client' },
    })
    expect(describeOp(status)).toMatchObject({ action: 'Edit status update' })
    expect(describeOp(status).fields[0]).toMatchObject({ label: 'Status', mine: 'Met the client' })
  })

  it("gives the server's reason for a refusal and explains a wait", () => {
    expect(opReason(op({ status: 'failed', lastError: "Authorized owner's only" }))).toBe(
      "Authorized owner's only",
    )
    expect(opReason(op({ lastStatus: 0 }))).toMatch(/sent again automatically/)
    expect(opReason(op())).toBeNull()
    expect(opReason(op({ status: 'conflict' }))).toMatch(/changed by someone else/)
  })

  it.each([
    ['deals', 'The deal was changed by someone else since you acted on it.'],
    ['clients', 'The client company was changed by someone else since you acted on it.'],
    ['contacts', 'The contact was changed by someone else since you acted on it.'],
  ])('names what a conflict on %s is about', (table, reason) => {
    expect(opReason(op({ status: 'conflict', entity: { table, id: 7 } }))).toBe(reason)
  })
})

describe("a pending change in the user's words", () => {
  const clientCreate = op({
    type: 'client.create',
    entity: { table: 'clients', id: -1 },
    entityKey: 'clients:-1',
    args: { clientId: -1, company: 'PT Maju Jaya', industryId: 3, remarks: '' },
    base: { version: null, fields: null },
  })

  it('names a new company by what was typed, and says nothing of an empty remark', () => {
    expect(opNameFromArgs(clientCreate)).toBe('PT Maju Jaya')
    expect(describeOp(clientCreate)).toMatchObject({ action: 'Add client company', fields: [] })
  })

  it('names a contact, a visit by company and date, a team and an RM from their args', () => {
    const contact = op({
      type: 'contact.update',
      entity: { table: 'contacts', id: 40 },
      entityKey: 'contacts:40',
      args: { contactId: 40, clientId: 12, name: 'Sari Dewi' },
    })
    expect(opNameFromArgs(contact)).toBe('Sari Dewi')
    const visit = op({
      type: 'visit.create',
      entity: { table: 'visits', id: -3 },
      entityKey: 'visits:-3',
      args: { visitId: -3, dealId: 0, clientName: 'PT Maju Jaya', visitDate: '2026-11-24' },
    })
    expect(opNameFromArgs(visit)).toBe('PT Maju Jaya, 24 Nov 2026')
    expect(
      opNameFromArgs(
        op({
          type: 'team.delete',
          entity: { table: 'teams', id: 2 },
          args: { teamId: 2, name: 'North' },
        }),
      ),
    ).toBe('North')
    expect(
      opNameFromArgs(
        op({ type: 'rm.delete', entity: { table: 'rms', id: 9 }, args: { rmId: 9, name: 'Andi' } }),
      ),
    ).toBe('Andi')
    // A stage move carries no name: the deal's row gives it (Pending changes reads it).
    expect(opNameFromArgs(op())).toBeNull()
  })

  it('says what a change waits behind, naming the right kind of thing', () => {
    const contact = { entity: { table: 'contacts', id: 40 }, entityKey: 'contacts:40' }
    expect(
      waitingText(
        contact,
        { status: 'conflict' },
        {
          entityKey: 'contacts:40',
          action: 'Edit contact',
          subject: 'Sari Dewi',
        },
      ),
    ).toBe('Waits for an earlier change to the same contact (conflict).')
    expect(
      waitingText(
        contact,
        { status: 'pending' },
        {
          entityKey: 'clients:-1',
          action: 'Add client company',
          subject: 'PT Maju Jaya',
        },
      ),
    ).toBe('Waits for an earlier change: Add client company · PT Maju Jaya (waiting).')
  })

  it('says a waiting change waits for the connection while the device is offline', () => {
    expect(opReason(op({ lastStatus: 0 }), { offline: true })).toBe(
      'Waits for the connection: it is sent when this device is back online.',
    )
    expect(opReason(op(), { offline: true })).toMatch(/^Waits for the connection/)
    expect(opReason(op({ lastStatus: 0 }), { offline: false })).toMatch(/No answer from the server/)
  })

  it('offers Discard only for a permission refusal, and says why', () => {
    const refused = op({ status: 'failed', lastStatus: 403, lastError: "Authorized owner's only" })
    expect(isPermissionRefusal(refused)).toBe(true)
    expect(decisionsFor(refused)).toEqual(['discard'])
    expect(opReason(refused)).toBe(
      "Authorized owner's only. You do not have permission for this change and retrying will not change that: Discard undoes it on this device.",
    )
    const invalid = op({ status: 'failed', lastStatus: 400, lastError: 'An error occurred' })
    expect(decisionsFor(invalid)).toEqual(['retry', 'discard'])
  })
})

describe('the decisions offered', () => {
  it('offers keep mine / take theirs on a conflict, retry / discard on a refusal', () => {
    expect(decisionsFor({ status: 'conflict', serverState: { version: 4 } })).toEqual([
      'keepMine',
      'takeTheirs',
    ])
    // A business refusal (409 without the entity) would only conflict again if kept.
    expect(decisionsFor({ status: 'conflict', serverState: null })).toEqual(['takeTheirs'])
    expect(decisionsFor({ status: 'failed' })).toEqual(['retry', 'discard'])
    expect(decisionsFor({ status: 'pending' })).toEqual(['discard'])
    expect(decisionsFor({ status: 'sending' })).toEqual([])
  })
})

describe('when the board says "as of"', () => {
  const now = 10 * STALE_AFTER_MS
  it('says it when the cards are old, the device is offline or the last pull failed', () => {
    expect(
      showsAsOf({ fetchedAt: now - STALE_AFTER_MS - 1, offline: false, failed: false, now }),
    ).toBe(true)
    expect(showsAsOf({ fetchedAt: now - 1000, offline: true, failed: false, now })).toBe(true)
    expect(showsAsOf({ fetchedAt: now - 1000, offline: false, failed: true, now })).toBe(true)
  })

  it('stays quiet for fresh cards, and when nothing was ever pulled', () => {
    expect(showsAsOf({ fetchedAt: now - 1000, offline: false, failed: false, now })).toBe(false)
    expect(showsAsOf({ fetchedAt: undefined, offline: true, failed: true, now })).toBe(false)
  })
})
