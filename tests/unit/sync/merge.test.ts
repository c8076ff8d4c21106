import { describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { changedFields, declaredFields, mergeOutcome } from '../../../src/sync/merge.ts'
import type { OpType } from '../../../src/sync/opType.ts'
import { entityOpTypes } from '../../../src/entities/opTypes.ts'
import type { ArgsOf, OpTypeName } from '../../../src/sync/opRegistry.ts'
import type { Row } from '../../../src/sync/syncDb.ts'

const OP_TYPES = await entityOpTypes()

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

type UpdateName = {
  [N in OpTypeName]: (typeof OP_TYPES)[N]['kind'] extends 'update' ? N : never
}[OpTypeName]

interface UpdateCase<N extends UpdateName> {
  /** What a person would send. */
  args: ArgsOf<N>
  /** The row fields the op type declares it may change. */
  declared: string[]
  /** Why a 409/412 always goes to the person; absent: the op merges. */
  asks?: string
}

const NAMED = { id: 5, text: 'Rita' }

const PERSON = {
  name: 'Rita',
  nik: '123',
  email: 'rita@example.com',
  phone: '0812',
  address: 'Jl. Sudirman 1',
  jobTitle: 'RM',
  segment: { id: 2, text: 'Corporate' },
  branch: { id: 3, text: 'Jakarta' },
  fileBase64: '',
  filename: '',
}
const PERSON_ROWS = ['name', 'nik', 'email', 'phone', 'address', 'jobTitle', 'segment', 'branch']

const INVOICE_FORM = {
  invoiceId: 30,
  clientId: 12,
  dealId: 7,
  dealName: 'ERP rollout',
  invoiceDate: '2026-04-15',
  amount: 1000,
  remarks: 'First term',
  contactId: 40,
  fileBase64: '',
  filename: '',
  rms: [{ userId: 5, percent: 100, nominal: 0, usePercent: true }],
  tribes: [{ tribeId: 1, percent: 100, nominal: 0, usePercent: true }],
  branchId: 3,
  picId: 0,
  names: {
    client: 'Acme',
    contact: 'Ann',
    branch: 'Jakarta',
    pic: '',
    rms: ['Rita'],
    tribes: ['T1'],
  },
}
const INVOICE_ROWS = [
  'dealId',
  'dealName',
  'client',
  'invoiceDate',
  'year',
  'month',
  'amount',
  'remarks',
  'contact',
  'filename',
  'rms',
  'tribes',
  'branch',
  'pic',
]
const INVOICE_ASKS =
  'the invoice a 412 carries names the client, contact, shares, branch and PIC by id only'

/** Every update op type, each with what a person would send. */
const UPDATES: { [N in UpdateName]: UpdateCase<N> } = {
  'deal.moveStage': { args: { dealId: 7, stage: 4 }, declared: ['stage', 'probability'] },
  'deal.setProbability': {
    args: { dealId: 7, probability: 80 },
    declared: ['probability', 'stage'],
  },
  'deal.setState': { args: { dealId: 7, code: 3 }, declared: ['state'] },
  'deal.rename': {
    args: {
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
    declared: [
      'dealName',
      'clientId',
      'contactId',
      'dealDate',
      'segmentId',
      'branchId',
      'stage',
      'probability',
      'picId',
    ],
  },
  'deal.setClientInfo': {
    args: {
      clientId: 12,
      dealId: 7,
      companyName: 'Acme',
      contactId: 40,
      memberIds: [41],
      contactName: 'Ann',
      memberNames: ['Bob'],
    },
    declared: ['clientInfoDraft'],
    asks: 'the card is an overlay whose base holds no client information, and the 412 no members',
  },
  'deal.setOwners': {
    args: {
      dealId: 7,
      owners: { segment: null, branch: null, pic: null, consultants: [], rms: [], tribes: [] },
    },
    declared: ['ownersDraft'],
    asks: 'the owners are an overlay whose base holds no owners, and the 412 no shares',
  },
  'deal.uploadDocument': {
    args: {
      dealId: 7,
      documentType: 1,
      fileName: 'pricing.pdf',
      mimeType: 'application/pdf',
      bytes: new ArrayBuffer(4),
    },
    declared: ['pendingPricing', 'pendingAgreement'],
    asks: 'an upload adds a file, sent without If-Match: a refusal is a rule, not a change',
  },
  'status.update': {
    args: { statusId: 9, dealId: 7, status: 'Met the CFO' },
    declared: ['status'],
  },
  'client.update': {
    args: {
      clientId: 12,
      company: 'Acme',
      industryId: 2,
      industry: 'Banking',
      segmentId: 1,
      phone: '021 555',
      fax: '',
      address1: 'Jl. Thamrin 2',
      address2: '',
      address3: '',
      website: 'acme.example',
      remarks: '',
      relManagers: [{ relManagerId: 5, name: 'Rita', branch: 'Jakarta', segment: 'Corporate' }],
    },
    declared: [
      'company',
      'industryId',
      'industry',
      'segmentId',
      'phone',
      'fax',
      'address1',
      'address2',
      'address3',
      'website',
      'remarks',
      'relManagers',
    ],
  },
  'contact.update': {
    args: {
      contactId: 40,
      clientId: 12,
      valid: true,
      salutation: 'Ms',
      name: 'Ann',
      email: 'ann@example.com',
      phone: '0813',
      department: 'Finance',
      position: 'CFO',
    },
    declared: ['valid', 'salutation', 'name', 'email', 'phone', 'department', 'position'],
  },
  'proposal.update': {
    args: {
      proposalId: 20,
      dealId: 7,
      sentById: 5,
      typeId: 1,
      typeText: 'Quotation',
      sentDate: '2026-03-02',
      contactIds: [40],
      filename: '',
      fileBase64: '',
      proposalValue: 5000,
      invoices: [{ id: 30, invoiceDate: '2026-04-15', invoiceAmount: 5000, remarks: '' }],
    },
    declared: [
      'sentById',
      'typeId',
      'sentDate',
      'contactIds',
      'filename',
      'proposalValue',
      'invoices',
    ],
  },
  'visit.update': {
    args: {
      visitId: 50,
      dealId: 7,
      clientId: 12,
      clientName: 'Acme',
      visitDate: '2026-03-03',
      startTime: '09:00',
      endTime: '10:00',
      contacts: [40],
      rms: [5],
      consultants: [],
      tribes: [1],
      location: 'Their office',
      objective: 'Demo',
      nextStep: 'Proposal',
      remark: '',
    },
    declared: [
      'clientId',
      'visitDate',
      'startTime',
      'endTime',
      'contacts',
      'rms',
      'consultants',
      'tribes',
      'location',
      'objective',
      'nextStep',
      'remark',
    ],
  },
  'projection.move': {
    args: { invoiceId: 30, dealId: 7, month: 6, year: 2026, invoiceDate: '2026-06-15' },
    declared: ['month', 'invoiceDate', 'year'],
  },
  'projection.updateInvoice': {
    args: {
      invoiceId: 30,
      dealId: 7,
      month: 6,
      year: 2026,
      amount: 2000,
      remarks: 'Moved',
      invoiceDate: '2026-06-15',
    },
    declared: ['month', 'year', 'value', 'remarks', 'invoiceDate'],
  },
  'invoice.update': { args: INVOICE_FORM, declared: INVOICE_ROWS, asks: INVOICE_ASKS },
  'invoice.markInvoiced': {
    args: INVOICE_FORM,
    declared: INVOICE_ROWS,
    asks: `${INVOICE_ASKS}; invoicing is a decision on the invoice as it was`,
  },
  'invoice.moveBack': {
    args: { invoiceId: 30 },
    declared: [],
    asks: 'moving back is a decision made by the call itself: no payload field holds it',
  },
  'target.save': {
    args: {
      key: 1,
      type: 'rm',
      unitId: 5,
      year: 2026,
      items: [
        { month: 1, year: 2026, no_proposal: 2, sales_visit: 4, proposal_value: 10, sales: 5 },
      ],
      status: 'Submitted',
    },
    declared: ['items', 'status'],
  },
  'target.decide': {
    args: { key: 1, type: 'rm', unitId: 5, year: 2026, decision: 'approve', status: 'Approved' },
    declared: ['status'],
    asks: 'approving or rejecting is a decision on the target as the person saw it',
  },
  'team.update': {
    args: { teamId: 4, name: 'North', leader: NAMED, mentor: null, members: [NAMED] },
    declared: ['name', 'leader', 'mentor', 'members'],
  },
  'profile.update': {
    args: { id: 5, ...PERSON },
    declared: [...PERSON_ROWS, 'photo'],
    asks: 'a 412 gives the photo as a file, not its bytes: a chosen photo cannot be compared',
  },
  'rm.update': {
    args: { rmId: 5, ...PERSON, platform: { id: 2, text: 'CRM' } },
    declared: [...PERSON_ROWS, 'photoName'],
  },
}

const names = Object.keys(OP_TYPES) as OpTypeName[]
const updateNames = Object.keys(UPDATES) as UpdateName[]
const typeOf = (name: OpTypeName) => OP_TYPES[name] as unknown as OpType
const argsOf = (name: UpdateName) => UPDATES[name].args as Record<string, unknown>
const mineOf = (name: UpdateName) => typeOf(name).local(argsOf(name), { userId: 3, at: 0 })

/** What each field sends is held in (row field -> arg), for the fields a rebase may rewrite. */
function sentArgs(name: UpdateName): [row: string, arg: string][] {
  return Object.values(typeOf(name).fields ?? {}).flatMap((field) =>
    field.kind === 'sends'
      ? Object.entries(field.rows).flatMap(([row, arg]) => (arg === null ? [] : [[row, arg]]))
      : [],
  ) as [string, string][]
}

/** The server's entity as the op saw it: the op's values for what it sends beside its change. */
function entityOf(name: UpdateName, mine: Row): Row {
  const entity: Row = { version: 5 }
  for (const row of declaredFields(typeOf(name))) if (row in mine) entity[row] = mine[row]
  for (const [row, arg] of sentArgs(name)) if (!(row in mine)) entity[row] = argsOf(name)[arg]
  return entity
}

/** Another value of the same kind, as another person would have saved. */
function otherValue(value: unknown): unknown {
  if (typeof value === 'number') return value + 1000
  if (typeof value === 'string') return `${value} (changed)`
  if (typeof value === 'boolean') return !value
  if (Array.isArray(value)) return [...value, ...value, 99]
  return { changed: true }
}

/** An op on version 4 whose base holds, for each field it writes, a value of its own. */
function opBefore(name: UpdateName): {
  op: MergeInput
  fields: string[]
  mine: Row
  base: Row
} {
  const mine = mineOf(name)
  const base: Row = Object.fromEntries(Object.keys(mine).map((field) => [field, { before: field }]))
  const op = opOf(name, argsOf(name), { version: 4, fields: base })
  return { op, fields: changedFields(op).fields, mine, base }
}

describe('which op types merge', () => {
  it('lists every update type once: creates and deletes declare nothing and never merge', () => {
    expect([...updateNames].sort()).toEqual(
      names.filter((name) => OP_TYPES[name].kind === 'update').sort(),
    )
    for (const name of names.filter((found) => OP_TYPES[found].kind !== 'update')) {
      expect([name, typeOf(name).fields, typeOf(name).merges]).toEqual([name, undefined, undefined])
    }
  })

  it('never merges a create or a delete, whatever the server answered', () => {
    for (const name of names.filter((found) => OP_TYPES[found].kind !== 'update')) {
      const op = opOf(name, {}, { version: 4, fields: { stage: 1 } })
      expect(mergeOutcome(op, { ...SERVER_DEAL }), name).toEqual({ kind: 'conflict', fields: [] })
    }
  })
})

describe('the three-way comparison, for every update type', () => {
  for (const name of updateNames) {
    const { declared, asks } = UPDATES[name]
    describe(name, () => {
      it('declares the row fields it may change: those it sets it writes, those it sends it holds', () => {
        const type = typeOf(name)
        expect([...declaredFields(type)].sort()).toEqual([...declared].sort())
        const mine = mineOf(name)
        for (const field of Object.values(type.fields ?? {})) {
          if (field.kind === 'sets') for (const row of field.rows) expect(mine).toHaveProperty(row)
        }
        for (const [row, arg] of sentArgs(name)) expect(argsOf(name), row).toHaveProperty(arg)
      })

      it('names each field changed on both sides to different values as a clash', () => {
        const { op, fields, mine, base } = opBefore(name)
        for (const field of fields) {
          const theirs = { ...entityOf(name, mine), ...base, [field]: { server: field } }
          expect(mergeOutcome(op, theirs), field).toEqual({ kind: 'conflict', fields: [field] })
        }
      })

      if (asks) {
        it(`always asks the person: ${asks}`, () => {
          expect(typeOf(name).merges).toBe(false)
          const { op, mine } = opBefore(name)
          const theirs = { ...entityOf(name, mine), somethingElse: 'changed' }
          expect(mergeOutcome(op, theirs)).toMatchObject({ kind: 'conflict' })
        })
        return
      }

      it('rebases when the server changed only other fields, sending theirs beside its change', () => {
        expect(typeOf(name).merges).toBe(true)
        const mine = mineOf(name)
        // The person changed one field; the others it sends are as the row had them.
        const [edited] = declared.filter((row) => row in mine)
        const base: Row = { ...mine, [edited!]: { before: edited } }
        const op = opOf(name, argsOf(name), { version: 4, fields: base })
        const { fields } = changedFields(op)
        const theirs: Row = { ...entityOf(name, mine), somethingElse: 'changed' }
        for (const field of fields) theirs[field] = base[field]
        const carried = sentArgs(name).filter(([row]) => !fields.includes(row))
        for (const [row] of carried) theirs[row] = otherValue(theirs[row])
        const outcome = mergeOutcome(op, theirs)
        expect(outcome).toMatchObject({ kind: 'rebase', version: 5, theirs })
        const args = outcome.kind === 'rebase' ? outcome.args : {}
        for (const [row, arg] of carried) expect(args[arg], row).toEqual(theirs[row])
        for (const [row, arg] of sentArgs(name).filter(([sent]) => fields.includes(sent))) {
          expect(args[arg], row).toEqual(argsOf(name)[arg])
        }
      })

      it('rebases when the server changed a field to the same value', () => {
        const { op, mine } = opBefore(name)
        expect(mergeOutcome(op, { ...entityOf(name, mine), ...mine })).toMatchObject({
          kind: 'rebase',
          version: 5,
          args: argsOf(name),
        })
      })

      it('counts a field the server state does not carry as a clash (it cannot be told)', () => {
        const { op, fields, mine, base } = opBefore(name)
        const [field] = fields
        const theirs: Row = { ...entityOf(name, mine), ...base }
        delete theirs[field!]
        expect(mergeOutcome(op, theirs)).toEqual({ kind: 'conflict', fields: [field] })
      })

      it('asks the person when the answer carried no entity or its own version (a refusal)', () => {
        const { op, mine, base } = opBefore(name)
        expect(mergeOutcome(op, null)).toEqual({ kind: 'conflict', fields: [] })
        expect(mergeOutcome(op, { ...entityOf(name, mine), ...base, version: 4 })).toEqual({
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
  const rename = UPDATES['deal.rename'].args
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

describe('a save that sends the whole entity is rebuilt from the server state', () => {
  const edit = UPDATES['client.update'].args
  const row = { ...mineOf('client.update'), company: 'Acme Ltd' }
  const op = opOf('client.update', edit, { version: 4, fields: row })
  /** The client as the server's 412 gives it: someone changed the phone and the managers. */
  const theirs: Row = {
    ...row,
    id: 12,
    crmIndustryId: 2,
    phone: '021 777',
    relManagers: [{ relManagerId: 6, name: 'Sari', branch: 'Bandung', segment: 'SME' }],
    version: 5,
  }

  it("sends the person's company with the server's phone and managers, not the old ones", () => {
    const outcome = mergeOutcome(op, theirs)
    expect(outcome).toMatchObject({ kind: 'rebase', version: 5 })
    const args = outcome.kind === 'rebase' ? (outcome.args as ArgsOf<'client.update'>) : edit
    const { body } = OP_TYPES['client.update'].request(args, { userId: 3 }) as {
      body: Record<string, unknown>
    }
    expect(body).toMatchObject({
      id: 12,
      company: 'Acme',
      phone: '021 777',
      relManagerIds: [6],
      address1: edit.address1,
    })
  })

  it('clashes when the server changed the company too', () => {
    expect(mergeOutcome(op, { ...theirs, company: 'Acme Group' })).toEqual({
      kind: 'conflict',
      fields: ['company'],
    })
  })

  it("takes a team's leader the server removed while the person renamed it", () => {
    const team = UPDATES['team.update'].args
    const before = { ...mineOf('team.update'), name: 'South' }
    const rename = opOf('team.update', team, { version: 4, fields: before })
    const outcome = mergeOutcome(rename, { ...before, id: 4, leader: null, version: 5 })
    expect(outcome).toMatchObject({ kind: 'rebase', args: { name: 'North', leader: null } })
  })
})
