import { describe, expect, it } from 'vitest'
import {
  canSaveDealClientInfo,
  canSaveStatusUpdate,
  dealDetailActions,
  hasInvoicePeriod,
  wonRefusal,
} from '../../../src/domain/dealDetail.ts'
import { DEAL_STATE } from '../../../src/domain/stages.ts'

describe('the Won rule needs an invoice period', () => {
  it.each([
    [{ invoicePeriod: 0 }, false],
    [{ invoicePeriod: 202403 }, true],
    [{ invoicePeriod: 1 }, true],
    [{ proposal: { invoices: [] } }, false],
    [{ proposal: { invoices: [{ invoiceDate: '2024-03-01' }] } }, true],
    [{ proposal: null }, false],
    [{}, false],
  ])('%j can be won: %s', (deal, allowed) => {
    expect(hasInvoicePeriod(deal)).toBe(allowed)
    expect(wonRefusal(deal)).toEqual(
      allowed
        ? null
        : {
            title: 'Must include Invoice Period',
            message: "Deal can't be won if invoice period still empty",
          },
    )
  })
})

describe('deal detail visible actions', () => {
  const { open, won, lost } = DEAL_STATE
  it.each([
    [
      open,
      1,
      [
        'back',
        'won',
        'lost',
        'delete',
        'addSalesVisit',
        'editClientInfo',
        'editOwners',
        'editProposal',
      ],
    ],
    [
      open,
      2,
      [
        'back',
        'won',
        'lost',
        'delete',
        'uploadProposal',
        'addSalesVisit',
        'editClientInfo',
        'editOwners',
        'editProposal',
      ],
    ],
    [
      open,
      3,
      [
        'back',
        'won',
        'lost',
        'delete',
        'uploadProposal',
        'addSalesVisit',
        'editClientInfo',
        'editOwners',
        'editProposal',
      ],
    ],
    [
      open,
      5,
      [
        'back',
        'won',
        'lost',
        'delete',
        'uploadProposal',
        'addSalesVisit',
        'editClientInfo',
        'editOwners',
        'editProposal',
      ],
    ],
    [
      open,
      9,
      [
        'back',
        'won',
        'lost',
        'delete',
        'uploadProposal',
        'addSalesVisit',
        'editClientInfo',
        'editOwners',
        'editProposal',
      ],
    ],
    [won, 1, ['back', 'delete', 'editClientInfo', 'editOwners', 'editProposal', 'addToBeInvoice']],
    [won, 4, ['back', 'delete', 'editClientInfo', 'editOwners', 'editProposal', 'addToBeInvoice']],
    [lost, 1, ['back', 'reopen']],
    [lost, 4, ['back', 'reopen']],
  ])('%s deal at stage %i shows %j', (state, stage, actions) => {
    expect(dealDetailActions({ state, stage, canAct: true })).toEqual(actions)
  })

  it.each([
    [
      'Upload Proposal is hidden for Lead in, Lost and Won',
      'uploadProposal',
      [false, true, false, false],
    ],
    ['Add sales visit is hidden for Won and Lost', 'addSalesVisit', [true, true, false, false]],
    ['Won is hidden once Won and for Lost', 'won', [true, true, false, false]],
    ['Lost is hidden once Won and for Lost', 'lost', [true, true, false, false]],
    ['Add To Be Invoice only for Won', 'addToBeInvoice', [false, false, true, false]],
    ['Delete is hidden for Lost', 'delete', [true, true, true, false]],
    ['Reopen only for Lost', 'reopen', [false, false, false, true]],
    ['client info editing is hidden for Lost', 'editClientInfo', [true, true, true, false]],
    ['owners editing is hidden for Lost', 'editOwners', [true, true, true, false]],
    ['proposal editing is hidden for Lost', 'editProposal', [true, true, true, false]],
    ['Back always', 'back', [true, true, true, true]],
  ] as const)('%s', (_rule, action, visible) => {
    const cases = [
      { state: DEAL_STATE.open, stage: 1 },
      { state: DEAL_STATE.open, stage: 3 },
      { state: DEAL_STATE.won, stage: 5 },
      { state: DEAL_STATE.lost, stage: 3 },
    ]
    expect(
      cases.map((view) => dealDetailActions({ ...view, canAct: true }).includes(action)),
    ).toEqual(visible)
  })

  it.each([DEAL_STATE.open, DEAL_STATE.won, DEAL_STATE.lost])(
    'someone who may not act on a %s deal sees Back only',
    (state) => {
      expect(dealDetailActions({ state, stage: 3, canAct: false })).toEqual(['back'])
    },
  )
})

describe('deal detail saves', () => {
  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [12, true],
    // A contact added on this device and not sent yet.
    [-4, true],
  ])('the client card with contact %j can be saved: %s', (contactId, allowed) => {
    expect(canSaveDealClientInfo({ contactId })).toBe(allowed)
  })

  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    ['Called the CFO', true],
  ])('status update %j can be saved: %s', (text, allowed) => {
    expect(canSaveStatusUpdate(text)).toBe(allowed)
  })
})
