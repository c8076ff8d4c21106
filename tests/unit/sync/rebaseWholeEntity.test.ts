import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { settleRefusal } from '../../../src/sync/rebase.ts'
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import { ClientsTestDb } from '../clients/clientsSyncHarness.ts'

const USER = 3

/** The client as the list row holds it (version 4). */
const CLIENT_ROW = {
  id: 12,
  company: 'Acme',
  industryId: 2,
  crmIndustryId: 2,
  industry: 'Banking',
  segmentId: 1,
  phone: '021 555',
  fax: '',
  address1: 'Jl. Thamrin 2',
  address2: '',
  address3: '',
  website: '',
  remarks: '',
  relManagers: [{ relManagerId: 5, name: 'Rita', branch: 'Jakarta', segment: 'Corporate' }],
  version: 4,
}

/** A 412 on the client: someone changed its phone and managers (version 5). */
const CONFLICT_BODY = {
  client: { ...CLIENT_ROW, phone: '021 777', version: 5 },
  contacts: [],
  relManagers: [{ relManagerId: 6, name: 'Sari', branch: 'Bandung', segment: 'SME' }],
  version: 5,
}

async function refusedCompanyEdit() {
  const db = new ClientsTestDb(`rebase-whole-entity-${Math.random().toString(36).slice(2)}`)
  await db.clients.put(CLIENT_ROW)
  const { id: _id, version: _version, crmIndustryId: _crm, ...fields } = CLIENT_ROW
  const queued = await enqueue(
    db,
    'client.update',
    { ...fields, clientId: 12, company: 'Acme Ltd' },
    USER,
  )
  const sending = { ...queued, status: 'sending' as const, attempts: 1 }
  await db.outbox.put(sending)
  const context = { db, now: () => 1_000, alive: () => true }
  return { db, sending, context }
}

describe('a whole-entity save refused with 412 is rebuilt on the server state', () => {
  it("sends the person's company with the server's phone and managers, not the old ones", async () => {
    const { db, sending, context } = await refusedCompanyEdit()

    const outcome = await settleRefusal(context, sending, {
      status: 412,
      body: CONFLICT_BODY,
      reason: null,
    })

    expect(outcome?.kind).toBe('merged')
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'pending', base: { version: 5 } })
    const { body } = opTypeOf('client.update').request(op!.args, { userId: USER }) as {
      body: Record<string, unknown>
    }
    expect(body).toMatchObject({ company: 'Acme Ltd', phone: '021 777', relManagerIds: [6] })
    expect(await db.clients.get(12)).toMatchObject({
      company: 'Acme Ltd',
      phone: '021 777',
      relManagers: CONFLICT_BODY.relManagers,
      version: 5,
    })
  })

  it('asks the person, naming the company, when the server renamed it too', async () => {
    const { db, sending, context } = await refusedCompanyEdit()
    const renamed = { ...CONFLICT_BODY, client: { ...CONFLICT_BODY.client, company: 'Acme Group' } }

    const outcome = await settleRefusal(context, sending, {
      status: 412,
      body: renamed,
      reason: null,
    })

    expect(outcome?.kind).toBe('conflict')
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'conflict', clashes: ['company'] }])
  })

  it("moves a later save along with the server's changes, sending only its own change over them", async () => {
    const { db, sending, context } = await refusedCompanyEdit()
    const { id: _id, version: _version, crmIndustryId: _crm, ...fields } = CLIENT_ROW
    // Made on the same old version, after the company edit: the form holds the old phone.
    const later = await enqueue(
      db,
      'client.update',
      { ...fields, clientId: 12, company: 'Acme Ltd', remarks: 'Key account' },
      USER,
    )

    await settleRefusal(context, sending, { status: 412, body: CONFLICT_BODY, reason: null })

    const moved = await db.outbox.get(later.seq)
    expect(moved?.base.version).toBe(5)
    const { body } = opTypeOf('client.update').request(moved!.args, { userId: USER }) as {
      body: Record<string, unknown>
    }
    expect(body).toMatchObject({
      company: 'Acme Ltd',
      remarks: 'Key account',
      phone: '021 777',
      relManagerIds: [6],
    })
    expect(await db.clients.get(12)).toMatchObject({ remarks: 'Key account', phone: '021 777' })
  })

  it('leaves a later save of the phone the server changed too on the old version, to be asked', async () => {
    const { db, sending, context } = await refusedCompanyEdit()
    const { id: _id, version: _version, crmIndustryId: _crm, ...fields } = CLIENT_ROW
    const later = await enqueue(
      db,
      'client.update',
      { ...fields, clientId: 12, company: 'Acme Ltd', phone: '021 999' },
      USER,
    )

    await settleRefusal(context, sending, { status: 412, body: CONFLICT_BODY, reason: null })

    // As it was made: its 412 compares the phone it saw (021 555) with the server's (021 777).
    const stayed = await db.outbox.get(later.seq)
    expect(stayed).toMatchObject({
      status: 'pending',
      args: later.args,
      base: { version: 4, fields: { phone: '021 555', relManagers: CLIENT_ROW.relManagers } },
    })
    expect(await db.clients.get(12)).toMatchObject({ company: 'Acme Ltd', phone: '021 999' })
  })
})
