import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { DealProposal, RmShare } from '../../../src/contract/deals.ts'
import { availableShareOptions } from '../../../src/domain/shares.ts'
import {
  draftOf,
  enteredShare,
  listUsesPercent,
  ownersOf,
  ownersShown,
  peopleOffered,
  putShare,
  removeShare,
  resavedOwners,
  shareValueOf,
  toggleListMode,
  type ShareRow,
} from '../../../src/features/deals/owners/ownersModel.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { ownersRequestOf, type DealOwners } from '../../../src/entities/deals/dealDetailOps.ts'
import { dealDetail } from './detailFixture.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const VALUE = 200_000_000

const proposal = (proposalValue: number) =>
  ({ proposalValue, invoices: [] }) as unknown as DealProposal

const rm = (userId: number, name: string, percent: number, nominal = 0): RmShare => ({
  userId,
  name,
  email: `${name.toLowerCase()}@crm.test`,
  percentage: percent,
  percent,
  nominal,
  usePercent: true,
})

const row = (id: number, percent: number, nominal: number, usePercent = true): ShareRow => ({
  id,
  text: `Share ${id}`,
  percent,
  nominal,
  usePercent,
})

describe('share conversion in the Owners dialog', () => {
  it('Using nominal turns each percent into percent/100 x the proposal value', () => {
    const rows = [row(1, 60, 0), row(2, 40, 0)]
    const nominal = toggleListMode(rows, false, VALUE)
    expect(nominal.map((each) => each.nominal)).toEqual([120_000_000, 80_000_000])
    expect(nominal.every((each) => !each.usePercent)).toBe(true)
    expect(listUsesPercent(nominal)).toBe(false)
  })

  it('Using percentage turns each nominal into nominal/value x 100', () => {
    const rows = [row(1, 0, 50_000_000, false), row(2, 0, 150_000_000, false)]
    const percent = toggleListMode(rows, true, VALUE)
    expect(percent.map((each) => each.percent)).toEqual([25, 75])
    expect(listUsesPercent(percent)).toBe(true)
  })

  it('the share dialog keeps the side entered and computes the other', () => {
    const chosen = { id: 9, text: 'Tribe Alpha' }
    expect(enteredShare(chosen, 30, true, VALUE)).toEqual({
      id: 9,
      text: 'Tribe Alpha',
      percent: 30,
      nominal: 60_000_000,
      usePercent: true,
    })
    expect(enteredShare(chosen, 50_000_000, false, VALUE)).toMatchObject({
      percent: 25,
      nominal: 50_000_000,
      usePercent: false,
    })
    expect(enteredShare(chosen, 10, true, 0)).toMatchObject({ percent: 10, nominal: 0 })
  })

  it('adds a share, replaces the one being edited in place, and deletes one', () => {
    const rows = [row(1, 60, 0), row(2, 40, 0)]
    const added = putShare(rows, row(3, 10, 0), null)
    expect(added.map((each) => each.id)).toEqual([1, 2, 3])
    const edited = putShare(added, row(4, 20, 0), 2)
    expect(edited.map((each) => each.id)).toEqual([1, 4, 3])
    expect(removeShare(edited, 1).map((each) => each.id)).toEqual([4, 3])
  })
})

describe('share dialog options', () => {
  const tribes = [
    { id: 1, text: 'Alpha' },
    { id: 2, text: 'Beta' },
    { id: 3, text: 'Gamma' },
  ]
  const chosen = [row(1, 50, 0), row(2, 50, 0)].map((each) => each.id)

  it('leaves out the tribes or RMs already in the list when adding', () => {
    expect(availableShareOptions(tribes, (t) => t.id, chosen)).toEqual([{ id: 3, text: 'Gamma' }])
  })

  it('keeps the row being edited among its own options', () => {
    const options = availableShareOptions(tribes, (t) => t.id, chosen, 2)
    expect(options.map((each) => each.id)).toEqual([2, 3])
  })
})

describe('the owners shown and saved', () => {
  it('shows the pulled detail until the card holds pending owners', () => {
    const detail = dealDetail({ rms: [rm(7, 'Rina', 100)] })
    expect(ownersShown(detail, undefined).rms[0]?.name).toBe('Rina')
    const ownersDraft: DealOwners = { ...ownersShown(detail, undefined), rms: [rm(8, 'Sari', 100)] }
    const card = { dealId: 42, version: 3, ownersDraft } as DealRow
    expect(ownersShown(detail, card).rms[0]?.name).toBe('Sari')
  })

  it('turns the dialog draft back into owners named from master data', () => {
    const detail = dealDetail({
      tribes: [{ id: 1, text: 'Alpha', percent: 100, nominal: 0, usePercent: true }],
      segment: { id: 2, text: 'Corporate' },
    })
    const draft = { ...draftOf(ownersShown(detail, undefined)), branchId: 4, picId: 8 }
    draft.consultantIds = [9]
    const owners = ownersOf(draft, {
      segments: [{ id: 2, text: 'Corporate' }],
      branches: [{ id: 4, text: 'Jakarta' }],
      rms: [
        { userId: 7, name: 'Rina', email: 'rina@crm.test' },
        { userId: 8, name: 'Sari', email: 'sari@crm.test' },
        { userId: 9, name: 'Tono', email: 'tono@crm.test' },
      ],
    })
    expect(owners).toMatchObject({
      segment: { id: 2, text: 'Corporate' },
      branch: { id: 4, text: 'Jakarta' },
      pic: { id: 8, text: 'Sari' },
      consultants: [{ id: 9, text: 'Tono' }],
      tribes: [{ id: 1, text: 'Alpha', percent: 100 }],
      rms: [{ userId: 7, name: 'Rina', email: 'rina@crm.test', percentage: 100, percent: 100 }],
    })
  })

  it('keeps the names of chosen people master data does not list', () => {
    const detail = dealDetail({
      pic: { id: 1, text: 'Ayu Administrator' },
      consultants: [{ id: 9, text: 'Tono' }],
    })
    const previous = ownersShown(detail, undefined)
    const rms = [{ userId: 7, name: 'Rina', email: 'rina@crm.test' }]
    expect(peopleOffered(rms, previous).map((person) => person.userId)).toEqual([7, 9, 1])
    const owners = ownersOf(draftOf(previous), { segments: [], branches: [], rms, previous })
    expect(owners.pic).toEqual({ id: 1, text: 'Ayu Administrator' })
    expect(owners.consultants).toEqual([{ id: 9, text: 'Tono' }])
  })

  it('builds the owners payload, NaN shares sent as 0', () => {
    const owners: DealOwners = {
      tribes: [{ id: 1, text: 'Alpha', percent: Number.NaN, nominal: 5, usePercent: false }],
      rms: [{ ...rm(7, 'Rina', 100), nominal: Number.NaN }],
      segment: { id: 2, text: 'Corporate' },
      branch: null,
      pic: null,
      consultants: [{ id: 9, text: 'Tono' }],
    }
    expect(ownersRequestOf(42, owners, USER)).toEqual({
      dealId: 42,
      userId: USER,
      segmentId: 2,
      branchId: 0,
      consultants: [9],
      rms: [{ userId: 7, percent: 100, nominal: 0, usePercent: true }],
      tribes: [{ tribeId: 1, percent: 0, nominal: 5, usePercent: false }],
      picId: 0,
    })
  })
})

describe('the automatic re-save of the owners', () => {
  it('re-saves when nominals were not computed from the percents', () => {
    const detail = dealDetail({
      rms: [rm(7, 'Rina', 60), rm(8, 'Sari', 40)],
      proposal: proposal(VALUE),
    })
    const owners = resavedOwners(ownersShown(detail, undefined), shareValueOf(detail))
    expect(owners?.rms.map((each) => [each.nominal, each.percentage])).toEqual([
      [120_000_000, 60],
      [80_000_000, 40],
    ])
  })

  it('leaves shares that already match the proposal value, and deals without a value', () => {
    const matching = dealDetail({
      rms: [rm(7, 'Rina', 60, 120_000_000), rm(8, 'Sari', 40, 80_000_000)],
      proposal: proposal(VALUE),
    })
    expect(resavedOwners(ownersShown(matching, undefined), VALUE)).toBeNull()
    const noProposal = dealDetail({ rms: [rm(7, 'Rina', 100)] })
    expect(resavedOwners(ownersShown(noProposal, undefined), shareValueOf(noProposal))).toBeNull()
  })
})

describe('deal.setOwners through the outbox', () => {
  it('shows the new owners on the card before the sync, sends them, then drops the overlay', async () => {
    const db = newDb()
    const detail = dealDetail({ rms: [rm(7, 'Rina', 100)] })
    await db.deals.put({ dealId: 42, dealName: 'Core banking upgrade', version: 3 } as DealRow)
    const owners: DealOwners = {
      ...ownersShown(detail, undefined),
      rms: [rm(7, 'Rina', 50, 0), rm(8, 'Sari', 50, 0)],
    }
    await enqueue(db, 'deal.setOwners', { dealId: 42, owners }, USER)

    const pending = await db.deals.get(42)
    expect(ownersShown(detail, pending).rms.map((each) => each.name)).toEqual(['Rina', 'Sari'])

    const server = new StubServer(() => ({ status: 200, body: { dealId: 42, version: 4 } }))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/pipeline/owners',
      headers: { 'If-Match': '"3"' },
      body: {
        dealId: 42,
        userId: USER,
        rms: [
          { userId: 7, percent: 50, nominal: 0, usePercent: true },
          { userId: 8, percent: 50, nominal: 0, usePercent: true },
        ],
      },
    })
    const settled = await db.deals.get(42)
    expect(settled?.version).toBe(4)
    expect(settled?.ownersDraft).toBeUndefined()
  })
})
