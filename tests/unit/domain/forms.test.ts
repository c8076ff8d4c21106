import { describe, expect, it } from 'vitest'
import {
  CLIENT_FORM_TITLE,
  canSaveClient,
  clientFieldsDisabled,
  clientFormButtons,
  clientModeAfterEdit,
  validateClientForm,
} from '../../../src/domain/clientForm.ts'
import {
  NEW_DEAL_REQUIRED_FIELDS,
  afterDealCreated,
  canSaveNewDeal,
  idOrZero,
  newDealDefaults,
} from '../../../src/domain/dealForm.ts'
import {
  PROPOSAL_TYPE,
  canSaveInvoicePeriod,
  canSaveProposal,
  invoicePeriodsTotal,
  proposalFieldsDisabled,
  proposalSaveVisible,
} from '../../../src/domain/proposals.ts'
import { canSaveVisit } from '../../../src/domain/visits.ts'
import { canSaveTeam, removeFromTeam } from '../../../src/domain/teams.ts'

describe('client form: company name and industry required', () => {
  it.each([
    [{ company: 'PT Maju', industryId: 3 }, {}],
    [{ company: '', industryId: 3 }, { company: 'required' }],
    [{ company: '  ', industryId: 3 }, { company: 'required' }],
    [{ company: 'PT Maju', industryId: 0 }, { industryId: 'required' }],
    [{ company: 'PT Maju', industryId: null }, { industryId: 'required' }],
    [
      { company: null, industryId: undefined },
      { company: 'required', industryId: 'required' },
    ],
  ])('%j gives %j', (form, errors) => {
    expect(validateClientForm(form)).toEqual(errors)
    expect(canSaveClient(form)).toBe(Object.keys(errors).length === 0)
  })

  it.each([
    ['add_client', 'Add new client company', false, ['back', 'save'], 'add_client'],
    ['see_client', 'Client company detail', true, ['back', 'delete', 'edit'], 'edit_client'],
    ['edit_client', 'Edit client company', false, ['back', 'delete', 'save'], 'edit_client'],
  ] as const)(
    '%s is titled %j, disabled %s, buttons %j, Edit leads to %s',
    (mode, title, disabled, buttons, next) => {
      expect(CLIENT_FORM_TITLE[mode]).toBe(title)
      expect(clientFieldsDisabled(mode)).toBe(disabled)
      expect(clientFormButtons(mode)).toEqual(buttons)
      expect(clientModeAfterEdit(mode)).toBe(next)
    },
  )
})

describe('add deal: Save needs client, deal name, relationship manager and person in charge', () => {
  const complete = { clientId: 4, name: 'ERP rollout', rmId: 9, picId: 2 }
  it.each([
    [{}, true],
    [{ clientId: null }, false],
    [{ clientId: 0 }, false],
    [{ name: '' }, false],
    [{ name: '   ' }, false],
    [{ rmId: null }, false],
    [{ picId: null }, false],
    [{ picId: 0 }, false],
    // A company added on this device and not sent yet.
    [{ clientId: -3 }, true],
  ])('with %j changed: %s', (change, enabled) => {
    expect(canSaveNewDeal({ ...complete, ...change })).toBe(enabled)
  })

  it('marks client, deal name, RM, person in charge, tribe, segment and branch required', () => {
    expect(NEW_DEAL_REQUIRED_FIELDS).toEqual([
      'client',
      'dealName',
      'relationshipManager',
      'personInCharge',
      'tribe',
      'segment',
      'branch',
    ])
  })

  it.each([
    [
      { tribeId: 1, segmentId: 2, branchId: 3 },
      { tribeId: 1, segmentId: 2, branchId: 3 },
    ],
    [
      { tribeId: 0, segmentId: 2, branchId: 0 },
      { tribeId: null, segmentId: 2, branchId: null },
    ],
    [
      { tribeId: 0, segmentId: 0, branchId: 0 },
      { tribeId: null, segmentId: null, branchId: null },
    ],
  ])('profile %j gives defaults %j', (profile, defaults) => {
    expect(newDealDefaults(profile)).toEqual(defaults)
  })

  it.each([
    [1, 'showSuccess'],
    [2, 'askUploadProposal'],
    [5, 'askUploadProposal'],
  ] as const)('after creating at stage %i: %s', (stage, next) => {
    expect(afterDealCreated(stage)).toBe(next)
  })

  it.each([
    [null, 0],
    [undefined, 0],
    [0, 0],
    [5, 5],
    // A contact added on this device: the outbox sends it under its server id.
    [-2, -2],
  ])('optional id %j is sent as %i', (id, sent) => {
    expect(idOrZero(id)).toBe(sent)
  })
})

describe('proposal dialog', () => {
  it.each([
    ['add_proposal', true, false],
    ['edit_proposal', true, false],
    ['see_proposal', false, true],
  ] as const)('%s: Save shown %s, read-only %s', (mode, save, readOnly) => {
    expect(proposalSaveVisible(mode)).toBe(save)
    expect(proposalFieldsDisabled(mode)).toBe(readOnly)
  })

  const period = { invoiceDate: '2024-03-01', invoiceAmount: 500000, remarks: '' }
  it.each([
    [3, [period], true],
    [3, [period, period], true],
    [3, [], false],
    [null, [period], false],
    [0, [period], false],
    [undefined, [], false],
  ])('Send by %j with %i periods: %s', (sentById, invoices, enabled) => {
    expect(canSaveProposal({ sentById, invoices })).toBe(enabled)
  })

  it.each([
    ['2024-03-01', true],
    ['', false],
    ['  ', false],
  ])('an invoice period dated %j can be saved: %s', (invoiceDate, enabled) => {
    expect(canSaveInvoicePeriod({ invoiceDate })).toBe(enabled)
  })

  it('totals the invoice periods', () => {
    expect(
      invoicePeriodsTotal([
        { invoiceAmount: 500000 },
        { invoiceAmount: 250000 },
        { invoiceAmount: Number.NaN },
      ]),
    ).toBe(750000)
  })

  it('knows Workshop is type 1 and other type 2', () => {
    expect(PROPOSAL_TYPE).toEqual({ workshop: 1, other: 2 })
  })
})

describe('sales visit dialog', () => {
  const visit = { standalone: true, clientId: 5, objective: '', nextStep: '', remark: '' }
  it.each([
    [{}, true],
    [{ clientId: null }, false],
    [{ clientId: 0 }, false],
    [{ clientId: -3 }, true],
    [{ standalone: false, clientId: null }, true],
    [{ objective: 'x'.repeat(200) }, true],
    [{ objective: 'x'.repeat(201) }, false],
    [{ nextStep: 'x'.repeat(201) }, false],
    [{ remark: 'x'.repeat(201) }, false],
  ])('with %j changed: %s', (change, enabled) => {
    expect(canSaveVisit({ ...visit, ...change })).toBe(enabled)
  })
})

describe('team configuration', () => {
  it.each([
    [{ leaderId: 3, members: [4] }, true],
    [{ leaderId: 3, members: [4, 5] }, true],
    [{ leaderId: 3, members: [] }, false],
    [{ leaderId: null, members: [4] }, false],
    [{ leaderId: 0, members: [4] }, false],
  ])('%j can be saved: %s', (team, enabled) => {
    expect(canSaveTeam(team)).toBe(enabled)
  })

  const team = { id: 1, name: 'Alpha', leaderId: 3, mentorId: 9, members: [4, 5, 6] }
  it.each([
    ['leader', 3, { ...team, leaderId: null }],
    ['leader', 4, team],
    ['mentor', 9, { ...team, mentorId: null }],
    ['member', 5, { ...team, members: [4, 6] }],
    ['member', 7, team],
  ] as const)('removing %s %i', (role, personId, after) => {
    expect(removeFromTeam(team, role, personId)).toEqual(after)
  })
})
