import { describe, expect, it } from 'vitest'
import {
  INVOICE_CARD_ACTION_LABEL,
  ROLE,
  canActOnDeal,
  canAddDeal,
  canManageRms,
  canMoveInvoiceBack,
  invoiceCardActions,
  isAdmin,
  mayInvoiceListing,
  type OwnedItem,
} from '../../../src/domain/permissions.ts'

const ME = 7
const mine: OwnedItem = { rms: [{ id: ME }], access: [] }
const sharedWithMe: OwnedItem = { rms: [{ id: 3 }], access: [{ id: ME }] }
const notMine: OwnedItem = { rms: [{ id: 3 }], access: [{ id: 4 }] }
const empty: OwnedItem = { rms: null, access: undefined }
const mineByUserId: OwnedItem = { rms: [{ userId: ME }] }

describe('acting on a deal (moving, editing cards, opening its menu)', () => {
  it.each([
    [0, mine, false],
    [0, notMine, false],
    [1, mine, true],
    [1, notMine, true],
    [1, empty, true],
    [2, mine, true],
    [2, notMine, true],
    [2, empty, true],
    [4, mine, false],
    [4, notMine, false],
    [5, mine, true],
    [5, sharedWithMe, true],
    [5, mineByUserId, true],
    [5, notMine, false],
    [5, empty, false],
    [3, mine, false],
    [6, mine, false],
  ])('role %i on %j: %s', (roleId, deal, allowed) => {
    expect(canActOnDeal({ id: ME, roleId }, deal)).toBe(allowed)
  })
})

describe('the Add deal button', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [5, true],
    [3, false],
  ])('role %i: %s', (roleId, allowed) => {
    expect(canAddDeal({ id: ME, roleId })).toBe(allowed)
  })
})

describe('role 1 alone', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [4, false],
    [5, false],
  ])('role %i may move invoices back and manage RMs: %s', (roleId, allowed) => {
    expect(isAdmin({ roleId })).toBe(allowed)
    expect(canMoveInvoiceBack({ roleId })).toBe(allowed)
    expect(canManageRms({ roleId })).toBe(allowed)
  })

  it('names the roles', () => {
    expect(ROLE).toEqual({ readOnly: 0, admin: 1, manager: 2, viewer: 4, rm: 5 })
  })
})

describe('invoice card actions', () => {
  it.each([
    [1, notMine, ['invoiced', 'detail']],
    [1, mine, ['detail']],
    [2, notMine, ['invoiced', 'detail']],
    [2, mine, ['detail']],
    [5, sharedWithMe, ['invoiced', 'detail']],
    [5, mine, ['detail']],
    [5, notMine, ['detail']],
    [0, notMine, ['detail']],
    [4, notMine, ['detail']],
  ])('To be invoiced, role %i on %j: %j', (roleId, invoice, actions) => {
    expect(invoiceCardActions({ id: ME, roleId }, invoice, 'tobe')).toEqual(actions)
  })

  it.each([
    [1, ['detail', 'moveBack']],
    [2, ['detail']],
    [5, ['detail']],
    [0, ['detail']],
    [4, ['detail']],
  ])('Invoiced, role %i: %j', (roleId, actions) => {
    expect(invoiceCardActions({ id: ME, roleId }, mine, 'invoiced')).toEqual(actions)
  })

  it('lets nobody save as invoiced an invoice listing them among its RMs, new ones included', () => {
    expect(mayInvoiceListing({ id: ME }, [3, ME])).toBe(false)
    expect(mayInvoiceListing({ id: ME }, [3, 4])).toBe(true)
    expect(mayInvoiceListing({ id: ME }, [])).toBe(true)
  })

  it('labels Invoiced and Detail invoice as the spec does', () => {
    expect(INVOICE_CARD_ACTION_LABEL.invoiced).toBe('Invoiced')
    expect(INVOICE_CARD_ACTION_LABEL.detail).toBe('Detail invoice')
  })
})
