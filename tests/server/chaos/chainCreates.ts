/**
 * The creates of the chain scenario, each as its screen queues it: a company with its contacts in
 * one transaction (the client form), a contact added later, a deal for the company and one of its
 * contacts (Add deal), a sales visit on the deal or at the company, a proposal on the deal. A
 * child names its parent by the id the person saw: a temp id while (or after) the parent waits.
 */
import type { ContactFields } from '../../../src/entities/contacts/contactOps.ts'
import type { ClientFields } from '../../../src/entities/clients/clientOps.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { SALUTATIONS } from '../../../src/contract/contacts.ts'
import { stageProbability, type StageId } from '../../../src/domain/stages.ts'
import type { ChainDevice } from './chainDevice.ts'
import {
  day,
  pickDepartment,
  pickFirst,
  pickWord,
  type KnownClient,
  type KnownContact,
  type KnownDeal,
} from './chainWorld.ts'
import { rowOf, subset } from './chainRows.ts'

export function clientFields(device: ChainDevice, tag: string, note: string): ClientFields {
  const { random, master } = device
  const industry = random.pick(master.industries)
  // An RM names themselves (only a company's RMs may delete it or its contacts).
  const me = master.rms.filter((rm) => rm.id === device.userId)
  const managers = [...me, ...subset(random, master.rms, me.length > 0 ? 0 : 1, 1)]
  return {
    company: `PT (${tag}) ${pickWord(random.next())}`,
    industryId: industry.id,
    industry: industry.text,
    segmentId: random.chance(0.3) ? 0 : random.pick(master.segments).id,
    phone: `021-${random.int(1_000_000, 9_999_999)}`,
    fax: '',
    address1: `Jl. ${pickWord(random.next())} ${random.int(1, 200)}`,
    address2: '',
    address3: random.chance(0.5) ? 'Jakarta' : '',
    website: '',
    remarks: note,
    relManagers: managers.map((rm) => ({
      relManagerId: rm.id,
      name: rm.name,
      branch: rm.branch,
      segment: rm.segment,
    })),
  }
}

export function contactFields(device: ChainDevice, tag: string): ContactFields {
  const { random } = device
  return {
    valid: random.chance(0.9),
    salutation: random.pick(SALUTATIONS),
    name: `${pickFirst(random.next())} (${tag})`,
    email: random.chance(0.7) ? `${tag}@example.test` : '',
    phone: `08${random.int(100_000_000, 999_999_999)}`,
    department: pickDepartment(random.next()),
    position: random.chance(0.5) ? 'Manager' : '',
  }
}

/** The client form's save: the company and its contacts (some spare: never named by a deal). */
export async function createClient(device: ChainDevice, spare: boolean): Promise<void> {
  const { db, world, random } = device
  const tag = world.tag('c')
  const count = spare ? random.int(0, 2) : random.int(1, 3)
  await db.transaction('rw', syncTables(db), async () => {
    const created = await device.command('client.create', clientFields(device, tag, 'new'))
    const client: KnownClient = { tag, id: created.entity.id, spare, contacts: [] }
    for (let index = 0; index < count; index++) {
      const contact = await createContactIn(
        device,
        client,
        spare || (index > 0 && random.chance(0.4)),
      )
      client.contacts.push(contact)
    }
    world.clients.push(client)
  })
}

async function createContactIn(
  device: ChainDevice,
  client: KnownClient,
  spare: boolean,
): Promise<KnownContact> {
  const tag = device.world.tag('k')
  const created = await device.command('contact.create', {
    ...contactFields(device, tag),
    clientId: client.id,
  })
  return { tag, id: created.entity.id, spare }
}

/** The Add Contact dialog on a company the device holds. */
export async function addContact(device: ChainDevice, client: KnownClient): Promise<boolean> {
  if (!(await rowOf(device.db, 'clients', client.id))) return false
  client.contacts.push(await createContactIn(device, client, device.random.chance(0.5)))
  return true
}

/** Add deal: for a company and one of its (named) contacts. */
export async function createDeal(device: ChainDevice, client: KnownClient): Promise<boolean> {
  const { db, world, random, master, userId } = device
  const clientRow = await rowOf<{ company: string }>(db, 'clients', client.id)
  const named = world.named(client)
  if (!clientRow || named.length === 0) return false
  const contact = random.pick(named)
  if (!(await rowOf(db, 'contacts', contact.id))) return false
  const tag = world.tag('d')
  const stage = random.int(2, 5) as StageId
  const rm = device.name === 'rm' ? master.rms.find((each) => each.id === userId) : undefined
  const owner = rm ?? random.pick(master.rms)
  const segmentId = random.pick(master.segments).id
  const branchId = random.pick(master.branches).id
  const picId = random.chance(0.3) ? random.pick(master.rms).id : 0
  const created = await device.command('deal.create', {
    clientId: client.id,
    contactId: contact.id,
    dealDate: day(-random.int(0, 30)),
    tribeId: random.pick(master.tribes).id,
    segmentId,
    branchId,
    userIdRM: owner.id,
    name: `Deal (${tag}) ${pickWord(random.next())}`,
    stageId: stage,
    probability: stageProbability(stage),
    picId,
    clientName: clientRow.company,
    rmName: owner.name,
  })
  const deal: KnownDeal = {
    tag,
    id: created.entity.id,
    client,
    contactId: contact.id,
    segmentId,
    branchId,
    picId,
    visits: [],
    proposals: [],
  }
  world.deals.push(deal)
  return true
}

/** The sales visit dialog: on a deal, or (`deal` null) standalone at the company. */
export async function createVisit(
  device: ChainDevice,
  client: KnownClient,
  deal: KnownDeal | null,
): Promise<boolean> {
  const { db, world, random, master, userId } = device
  const clientRow = await rowOf<{ company: string }>(db, 'clients', client.id)
  if (!clientRow || (deal && !(await rowOf(db, 'deals', deal.id)))) return false
  const contacts = subset(random, world.named(client), 1, 2)
  for (const contact of contacts) if (!(await rowOf(db, 'contacts', contact.id))) return false
  const tag = world.tag('v')
  const hour = random.int(8, 16)
  const created = await device.command('visit.create', {
    dealId: deal?.id ?? 0,
    clientId: client.id,
    clientName: clientRow.company,
    visitDate: day(random.int(-10, 10)),
    startTime: `${String(hour).padStart(2, '0')}:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:30`,
    contacts: contacts.map((contact) => contact.id),
    rms: [userId],
    consultants: [],
    tribes: [random.pick(master.tribes).id],
    location: `(${tag}) Office ${pickWord(random.next())}`,
    objective: `Discuss ${pickWord(random.next())}`,
    nextStep: '',
    remark: 'new',
  })
  world.visits.push({ id: created.entity.id, deal, client })
  deal?.visits.push(created.entity.id)
  return true
}

/** Upload Proposal on a deal, naming contacts of its company; no file. */
export async function createProposal(device: ChainDevice, deal: KnownDeal): Promise<boolean> {
  const { db, world, random, master, userId } = device
  if (!(await rowOf(db, 'deals', deal.id))) return false
  const contacts = subset(random, world.named(deal.client), 1, 2)
  for (const contact of contacts) if (!(await rowOf(db, 'contacts', contact.id))) return false
  const tag = world.tag('p')
  const type = random.pick(master.proposalTypes)
  const lines = random.int(1, 2)
  const created = await device.command('proposal.create', {
    dealId: deal.id,
    typeId: type.id,
    typeText: type.text,
    sentById: userId,
    sentDate: day(-random.int(0, 5)),
    contactIds: contacts.map((contact) => contact.id),
    proposalValue: random.int(1, 900) * 1_000_000,
    // Far ahead: off the projection board, whose items only the seed's periods are.
    invoices: Array.from({ length: lines }, (_, line) => ({
      id: 0,
      invoiceDate: day(200 + 40 * line + random.int(0, 30)),
      invoiceAmount: random.int(1, 400) * 1_000_000,
      remarks: `(${tag}) period ${line + 1}`,
    })),
    filename: '',
    fileBase64: '',
  })
  world.proposals.push({ id: created.entity.id, deal })
  deal.proposals.push(created.entity.id)
  return true
}
