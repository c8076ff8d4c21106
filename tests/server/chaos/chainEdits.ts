/**
 * The edits and deletes of the chain scenario, each from the row the device holds (a form opens
 * on the local row, whatever its sync state): the company and contact forms, the deal's name,
 * owners and client information, the visit and proposal dialogs, deleting a spare contact or a
 * spare company, and the projection board's move and invoice update. Each answers false when the
 * entity is gone on this device (nothing is queued then).
 */
import type { IdText } from '../../../src/contract/common.ts'
import type { DealOwners } from '../../../src/entities/deals/dealDetailOps.ts'
import type { ClientFields } from '../../../src/entities/clients/clientOps.ts'
import type { ContactFields } from '../../../src/entities/contacts/contactOps.ts'
import type { ClientRow, ContactRow } from '../../../src/entities/clients/clientRows.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import type {
  ProjectionItemRow,
  ProposalRecord,
} from '../../../src/entities/proposals/proposalRows.ts'
import type { VisitRecord } from '../../../src/entities/visits/visitRows.ts'
import type { ChainDevice } from './chainDevice.ts'
import { rowOf, subset } from './chainRows.ts'
import {
  day,
  pickDepartment,
  pickFirst,
  pickWord,
  tagOf,
  type KnownClient,
  type KnownContact,
  type KnownDeal,
} from './chainWorld.ts'

const clientFieldsOf = (row: ClientRow): ClientFields => ({
  company: row.company,
  industryId: row.industryId,
  industry: row.industry,
  segmentId: row.segmentId,
  phone: row.phone,
  fax: row.fax,
  address1: row.address1,
  address2: row.address2,
  address3: row.address3,
  website: row.website,
  remarks: row.remarks,
  relManagers: row.relManagers,
})

/** The company form on a held company: a new name word, phone and remark, maybe managers. */
export async function editClient(device: ChainDevice, clientId: number): Promise<boolean> {
  const { db, random, master, world, userId } = device
  const row = await rowOf<ClientRow>(db, 'clients', clientId)
  if (!row) return false
  const mark = world.tag('u')
  const fields: ClientFields = {
    ...clientFieldsOf(row),
    company: `PT (${tagOf(row.company)}) ${pickWord(random.next())}`,
    phone: `021-${random.int(1_000_000, 9_999_999)}`,
    remarks: `edited ${mark}`,
  }
  if (random.chance(0.3)) {
    // Someone else's company may lose its RM (the RM's deletes are then refused, 403).
    const mine = master.rms.filter((rm) => rm.id === userId)
    fields.relManagers = [...mine, random.pick(master.rms)].map((rm) => ({
      relManagerId: rm.id,
      name: rm.name,
      branch: rm.branch,
      segment: rm.segment,
    }))
  }
  await device.command('client.update', { ...fields, clientId })
  return true
}

/** The contact editor on a held contact (its company held too). */
export async function editContact(
  device: ChainDevice,
  clientId: number,
  contactId: number,
): Promise<boolean> {
  const { db, random } = device
  const row = await rowOf<ContactRow>(db, 'contacts', contactId)
  if (!row || !(await rowOf(db, 'clients', clientId))) return false
  const fields: ContactFields = {
    valid: random.chance(0.9),
    salutation: row.salutation,
    name: `${pickFirst(random.next())} (${tagOf(row.name)})`,
    email: row.email,
    phone: `08${random.int(100_000_000, 999_999_999)}`,
    department: pickDepartment(random.next()),
    position: random.chance(0.5) ? 'Director' : row.position,
  }
  await device.command('contact.update', { ...fields, contactId, clientId })
  return true
}

/** The deal name edit: the whole name payload, as the detail and the card's drafts show it. */
export async function renameDeal(device: ChainDevice, deal: KnownDeal): Promise<boolean> {
  const { db, random } = device
  const card = await rowOf<DealRow>(db, 'deals', deal.id)
  if (!card) return false
  const info = card.clientInfoDraft
  const owners = card.ownersDraft
  const args = {
    dealId: deal.id,
    name: `Deal (${deal.tag}) ${pickWord(random.next())} ${device.world.tag('u')}`,
    clientId: info?.clientCompany.id ?? deal.client.id,
    contactId: (info ? info.clientContact?.id : deal.contactId) ?? 0,
    dealDate: card.dealDate,
    segmentId: (owners ? owners.segment?.id : deal.segmentId) ?? 0,
    branchId: (owners ? owners.branch?.id : deal.branchId) ?? 0,
    stageId: card.stage,
    probability: card.probability,
    picId: (owners ? owners.pic?.id : deal.picId) ?? 0,
  }
  await device.command('deal.rename', args)
  return true
}

/** The Owners dialog's save on a deal card the device holds (its own, or anyone's). */
export async function setOwners(
  device: ChainDevice,
  dealId: number,
  deal: KnownDeal | null,
): Promise<boolean> {
  const { db, random, master, userId } = device
  if (!(await rowOf(db, 'deals', dealId))) return false
  const me = master.rms.filter((rm) => rm.id === userId)
  const others = subset(
    random,
    master.rms.filter((rm) => rm.id !== userId),
    me.length > 0 ? 0 : 1,
    2,
  )
  const rms = [...me, ...others]
  const tribes = subset(random, master.tribes, 1, 2)
  const segment: IdText = random.pick(master.segments)
  const branch: IdText = random.pick(master.branches)
  const pic = random.chance(0.4) ? random.pick(master.rms) : null
  const owners: DealOwners = {
    tribes: tribes.map((tribe, index) => ({
      id: tribe.id,
      text: tribe.text,
      percent: index === 0 ? 100 - 20 * (tribes.length - 1) : 20,
      nominal: 0,
      usePercent: true,
    })),
    rms: rms.map((rm) => ({
      userId: rm.id,
      name: rm.name,
      email: '',
      percentage: Math.round(100 / rms.length),
      percent: Math.round(100 / rms.length),
      nominal: 0,
      usePercent: true,
    })),
    segment,
    branch,
    pic: pic && { id: pic.id, text: pic.name },
    consultants: [],
  }
  await device.command('deal.setOwners', { dealId, owners })
  if (deal) Object.assign(deal, { segmentId: segment.id, branchId: branch.id, picId: pic?.id ?? 0 })
  return true
}

/** The Client Information card: another contact of the deal's company, and members. */
export async function setClientInfo(device: ChainDevice, deal: KnownDeal): Promise<boolean> {
  const { db, random, world } = device
  const client = await rowOf<ClientRow>(db, 'clients', deal.client.id)
  const named = world.named(deal.client)
  if (!client || !(await rowOf(db, 'deals', deal.id)) || named.length === 0) return false
  const contact = random.pick(named)
  const members = subset(
    random,
    named.filter((each) => each !== contact),
    0,
    2,
  )
  const rows = await Promise.all(
    [contact, ...members].map((each) => rowOf<ContactRow>(db, 'contacts', each.id)),
  )
  if (rows.some((row) => !row)) return false
  await device.command('deal.setClientInfo', {
    dealId: deal.id,
    clientId: deal.client.id,
    companyName: client.company,
    contactId: contact.id,
    memberIds: members.map((member) => member.id),
    contactName: rows[0]!.name,
    memberNames: rows.slice(1).map((row) => row!.name),
  })
  deal.contactId = contact.id
  return true
}

/** The visit dialog on a held visit: new objective, next step and remark, maybe contacts. */
export async function editVisit(
  device: ChainDevice,
  visitId: number,
  client: KnownClient,
): Promise<boolean> {
  const { db, random, world } = device
  const row = await rowOf<VisitRecord>(db, 'visits', visitId)
  if (!row) return false
  const mark = world.tag('u')
  let contacts = row.contacts
  if (random.chance(0.3)) {
    const chosen = subset(random, world.named(client), 1, 2)
    const held = await Promise.all(chosen.map((each) => rowOf(db, 'contacts', each.id)))
    if (held.every(Boolean)) contacts = chosen.map((each) => each.id)
  }
  const { version: _version, id: _id, userId: _by, ...fields } = row
  const args = {
    ...fields,
    visitId,
    clientName: row.clientName ?? '',
    contacts,
    objective: `Follow up ${pickWord(random.next())}`,
    nextStep: `Call ${mark}`,
    remark: `edited ${mark}`,
  }
  await device.command('visit.update', args)
  return true
}

/** The proposal dialog on a held proposal: new value, periods changed, one added or removed. */
export async function editProposal(device: ChainDevice, proposalId: number): Promise<boolean> {
  const { db, random, world } = device
  const row = await rowOf<ProposalRecord>(db, 'proposals', proposalId)
  if (!row) return false
  const tag = tagOf(row.invoices[0]?.remarks)
  const mark = world.tag('u')
  let invoices = row.invoices.map((line) => ({
    ...line,
    invoiceAmount: random.chance(0.5) ? random.int(1, 400) * 1_000_000 : line.invoiceAmount,
  }))
  if (invoices.length > 1 && random.chance(0.3)) invoices = invoices.slice(0, -1)
  else if (random.chance(0.3)) {
    invoices.push({
      id: 0,
      invoiceDate: invoices[invoices.length - 1]!.invoiceDate,
      invoiceAmount: random.int(1, 400) * 1_000_000,
      remarks: `(${tag}) added ${mark}`,
    })
  }
  await device.command('proposal.update', {
    proposalId,
    dealId: row.dealId,
    typeId: row.typeId,
    typeText: row.proposalType.text,
    sentById: row.sentById,
    sentDate: row.sentDate ?? day(),
    contactIds: row.contactIds,
    proposalValue: random.int(1, 900) * 1_000_000,
    invoices,
    filename: '',
    fileBase64: '',
  })
  return true
}

export async function deleteContact(
  device: ChainDevice,
  client: KnownClient,
  contact: KnownContact,
): Promise<boolean> {
  const { db } = device
  if (!(await rowOf(db, 'contacts', contact.id)) || !(await rowOf(db, 'clients', client.id))) {
    return false
  }
  await device.command('contact.delete', { contactId: contact.id, clientId: client.id })
  return true
}

/** Deleting a spare company: one no deal or visit was ever made on (the server would refuse). */
export async function deleteClient(device: ChainDevice, client: KnownClient): Promise<boolean> {
  const { db } = device
  const row = await rowOf<ClientRow>(db, 'clients', client.id)
  if (!row || !client.spare) return false
  await device.command('client.delete', { clientId: client.id, company: row.company })
  return true
}

/**
 * A seeded invoice period on the board: the RM's own deals (now and then another's: refused),
 * the admin mostly reviewing the first RM's (the RM of this run); mostly the first few.
 */
async function projectionItem(device: ChainDevice): Promise<ProjectionItemRow | undefined> {
  const { db, random, master, userId, name } = device
  const items = (await db.projectionItems.orderBy('invoiceId').toArray()).filter((item) =>
    master.seededInvoiceIds.has(item.invoiceId),
  )
  const focus = name === 'rm' ? userId : master.rms[0]!.id
  const theirs = items.filter((item) =>
    [...item.rms, ...item.access].some((person) => person.id === focus),
  )
  const pool = theirs.length > 0 && random.chance(0.9) ? theirs : items
  return pool.length === 0 ? undefined : random.pick(random.chance(0.6) ? pool.slice(0, 3) : pool)
}

/** The date moved to another month column: the same day, clamped to that month. */
function movedDate(date: string, year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const dayOfMonth = Math.min(Number(date.slice(8, 10)), last)
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
}

export async function moveProjection(device: ChainDevice): Promise<boolean> {
  const { random } = device
  const item = await projectionItem(device)
  const columns = device.columns.filter(
    (column) => column.year !== item?.year || column.month !== item.month,
  )
  if (!item || columns.length === 0) return false
  const { year, month } = random.pick(columns)
  const invoiceDate = movedDate(item.invoiceDate, year, month)
  await device.command('projection.move', {
    invoiceId: item.invoiceId,
    dealId: item.dealId,
    month,
    year,
    invoiceDate,
  })
  return true
}

export async function updateProjectedInvoice(device: ChainDevice): Promise<boolean> {
  const { random, world } = device
  const item = await projectionItem(device)
  if (!item || device.columns.length === 0) return false
  const { year, month } = random.pick(device.columns)
  await device.command('projection.updateInvoice', {
    dealId: item.dealId,
    invoiceId: item.invoiceId,
    month,
    year,
    amount: random.int(1, 900) * 1_000_000,
    remarks: `projected ${world.tag('u')}`,
    invoiceDate: movedDate(item.invoiceDate, year, month),
  })
  return true
}
