/**
 * The rest of what people do in the chain scenario, so every op type goes through the chaos:
 * a deal made to be deleted, its documents uploaded and the deal deleted; invoices without a deal
 * (added, edited, deleted; the admin moves its own back to To be invoiced and invoices them
 * again); personal targets (the RM submits its own, the admin approves or rejects what waits and
 * sets tribes' targets); each person's profile; and, for the admin, teams and relationship
 * managers (added, edited, deleted). Each answers false when there is nothing to act on.
 */
import type { IdText } from '../../../src/contract/common.ts'
import { PRICING_DOCUMENT_TYPE } from '../../../src/contract/uploads.ts'
import { stageProbability, type StageId } from '../../../src/domain/stages.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'
import { type TargetType } from '../../../src/domain/targetTypes.ts'
import type { ProfileRow } from '../../../src/entities/profile/profileRows.ts'
import type { RmRecord } from '../../../src/entities/rms/rmRows.ts'
import type { TargetRow } from '../../../src/entities/targets/targetRows.ts'
import { targetKey } from '../../../src/entities/targets/targetRows.ts'
import type { InvoiceRow } from '../../../src/entities/invoices/invoiceRows.ts'
import type { InvoiceFields } from '../../../src/entities/invoices/invoiceOps.ts'
import type { TeamFields } from '../../../src/entities/teams/teamOps.ts'
import type { RmFields } from '../../../src/entities/rms/rmOps.ts'
import type { ChainDevice } from './chainDevice.ts'
import { rowOf, subset } from './chainRows.ts'
import {
  day,
  pickWord,
  type KnownClient,
  type KnownDeal,
  type KnownInvoice,
  type MasterRm,
} from './chainWorld.ts'

const some = <T>(device: ChainDevice, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : device.random.pick(items)

/** Mostly one of the latest few. */
const recent = <T>(device: ChainDevice, items: readonly T[]): T | undefined =>
  some(device, device.random.chance(0.7) ? items.slice(-4) : items)

const isAdmin = (device: ChainDevice) => device.name === 'admin'

/** The years whose targets the people work on. */
export const targetYears = (): number[] => {
  const year = new Date().getUTCFullYear()
  return [year, year + 1]
}

// Deals made to be deleted, and documents ----------------------------------------------------

/** Add deal for a company of the person's chains, kept apart: nothing is made on it. */
export async function createSpareDeal(device: ChainDevice): Promise<boolean> {
  const { db, world, random, master, userId } = device
  const client = some(
    device,
    world.clients.filter((each) => !each.spare),
  )
  const row = client && (await rowOf<{ company: string }>(db, 'clients', client.id))
  if (!client || !row) return false
  const tag = world.tag('d')
  const stage = random.int(2, 5) as StageId
  const owner = master.rms.find((rm) => rm.id === userId) ?? random.pick(master.rms)
  const segmentId = random.pick(master.segments).id
  const branchId = random.pick(master.branches).id
  const created = await device.command('deal.create', {
    clientId: client.id,
    contactId: 0,
    dealDate: day(-random.int(0, 30)),
    tribeId: random.pick(master.tribes).id,
    segmentId,
    branchId,
    userIdRM: owner.id,
    name: `Deal (${tag}) spare ${pickWord(random.next())}`,
    stageId: stage,
    probability: stageProbability(stage),
    picId: 0,
    clientName: row.company,
    rmName: owner.name,
  })
  const deal: KnownDeal = {
    tag,
    id: created.entity.id,
    client,
    contactId: 0,
    segmentId,
    branchId,
    picId: 0,
    visits: [],
    proposals: [],
  }
  world.spareDeals.push(deal)
  return true
}

/** The Document card's upload on a deal of the person's (a file of a few bytes). */
export async function uploadDocument(
  device: ChainDevice,
  deal = recent(device, [...device.world.deals, ...device.world.spareDeals]),
): Promise<boolean> {
  const { db, world, random } = device
  if (!deal || !(await rowOf(db, 'deals', deal.id))) return false
  const tag = world.tag('f')
  const bytes = new TextEncoder().encode(`%PDF-1.4 ${tag}`)
  await device.command('deal.uploadDocument', {
    dealId: deal.id,
    documentType: random.chance(0.5)
      ? PRICING_DOCUMENT_TYPE.pricing
      : PRICING_DOCUMENT_TYPE.agreement,
    fileName: `${tag}.pdf`,
    mimeType: 'application/pdf',
    bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  })
  return true
}

/** Delete of a deal made to be deleted (its documents go with it). */
export async function deleteSpareDeal(
  device: ChainDevice,
  deal = some(device, device.world.spareDeals),
): Promise<boolean> {
  const { db } = device
  const row = deal && (await rowOf<{ dealName: string }>(db, 'deals', deal.id))
  if (!deal || !row) return false
  await device.command('deal.delete', { dealId: deal.id, dealName: row.dealName })
  return true
}

// Invoices without a deal --------------------------------------------------------------------

const share = <K extends 'userId' | 'tribeId'>(key: K, id: number) =>
  ({ [key]: id, percent: 100, nominal: 0, usePercent: true }) as { [P in K]: number } & {
    percent: number
    nominal: number
    usePercent: boolean
  }

/** The invoice form of an invoice without a deal, for a company of the person's chains. */
async function invoiceForm(
  device: ChainDevice,
  client: KnownClient,
  tag: string,
  remarks: string,
): Promise<InvoiceFields | null> {
  const { db, random, master, userId, world } = device
  const row = await rowOf<{ company: string }>(db, 'clients', client.id)
  if (!row) return null
  const contact = random.chance(0.5) ? some(device, world.named(client)) : undefined
  const contactRow = contact && (await rowOf<{ name: string }>(db, 'contacts', contact.id))
  const rm: MasterRm = master.rms.find((each) => each.id === userId) ?? random.pick(master.rms)
  const tribe = random.pick(master.tribes)
  const branch: IdText | undefined = random.chance(0.7) ? random.pick(master.branches) : undefined
  return {
    clientId: client.id,
    dealId: 0,
    dealName: `Invoice (${tag}) ${pickWord(random.next())}`,
    invoiceDate: day(random.int(-40, 80)),
    amount: random.int(1, 900) * 1_000_000,
    remarks,
    contactId: contactRow ? contact!.id : 0,
    fileBase64: '',
    filename: '',
    rms: [share('userId', rm.id)],
    tribes: [share('tribeId', tribe.id)],
    branchId: branch?.id ?? 0,
    picId: 0,
    names: {
      client: row.company,
      contact: contactRow?.name ?? '',
      branch: branch?.text ?? '',
      pic: '',
      rms: [rm.name],
      tribes: [tribe.text],
    },
  }
}

/** The invoice form's Add of an invoice without a deal. */
export async function createInvoice(
  device: ChainDevice,
  spare = device.random.chance(0.35),
): Promise<boolean> {
  const { world } = device
  const client = some(
    device,
    world.clients.filter((each) => !each.spare),
  )
  if (!client) return false
  const tag = world.tag('i')
  const fields = await invoiceForm(device, client, tag, 'new')
  if (!fields) return false
  const created = await device.command('invoice.create', { ...fields, target: 'noDeal' })
  world.invoices.push({ tag, id: created.entity.id, spare, fields })
  return true
}

/** An invoice of the person's (one of the latest, or the one named) the device still holds. */
async function heldInvoice(device: ChainDevice, spare?: boolean, named?: KnownInvoice) {
  const invoice =
    named ??
    recent(
      device,
      device.world.invoices.filter((each) => spare === undefined || each.spare === spare),
    )
  const row = invoice && (await rowOf<InvoiceRow>(device.db, 'invoices', invoice.id))
  return invoice && row ? { invoice, row } : null
}

/** The invoice form's Save: a new value, date and remark (the whole form is sent). */
export async function editInvoice(device: ChainDevice, named?: KnownInvoice): Promise<boolean> {
  const { random, world } = device
  const held = await heldInvoice(device, undefined, named)
  if (!held) return false
  const { invoice } = held
  const fields: InvoiceFields = {
    ...invoice.fields,
    dealName: `Invoice (${invoice.tag}) ${pickWord(random.next())}`,
    invoiceDate: day(random.int(-40, 80)),
    amount: random.int(1, 900) * 1_000_000,
    remarks: `edited ${world.tag('u')}`,
  }
  await device.command('invoice.update', { ...fields, invoiceId: invoice.id })
  invoice.fields = fields
  return true
}

/**
 * The admin on its own invoices: 'To be invoiced' on an invoiced one (role 1 only), the
 * 'Invoiced' action (the to-invoice form saved) on one to be invoiced. The RM edits instead.
 */
export async function moveInvoice(device: ChainDevice, named?: KnownInvoice): Promise<boolean> {
  if (!isAdmin(device)) return editInvoice(device, named)
  const held = await heldInvoice(device, false, named)
  if (!held) return false
  const { invoice, row } = held
  if (row.status === 'invoiced') {
    await device.command('invoice.moveBack', { invoiceId: invoice.id })
    return true
  }
  const fields = { ...invoice.fields, remarks: `invoiced ${device.world.tag('u')}` }
  await device.command('invoice.markInvoiced', { ...fields, invoiceId: invoice.id })
  invoice.fields = fields
  return true
}

export async function deleteInvoice(device: ChainDevice, named?: KnownInvoice): Promise<boolean> {
  const held = await heldInvoice(device, true, named)
  if (!held) return false
  await device.command('invoice.delete', {
    invoiceId: held.invoice.id,
    dealName: held.row.dealName,
  })
  return true
}

// Targets ------------------------------------------------------------------------------------

const targetItems = (device: ChainDevice, year: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    year,
    no_proposal: device.random.int(0, 9),
    sales_visit: device.random.int(0, 20),
    proposal_value: device.random.int(0, 50) * 1_000_000,
    sales: device.random.int(0, 50) * 1_000_000,
  }))

/**
 * A target's Submit: the RM its own personal target (then it needs approval), the admin a tribe's
 * (approved at once). On the row the device pulled (its version is the If-Match).
 */
export async function saveTarget(device: ChainDevice): Promise<boolean> {
  const { db, random, master, userId } = device
  const year = random.pick(targetYears())
  const unit: { type: TargetType; id: number } = isAdmin(device)
    ? { type: 'tribe', id: random.pick(master.tribes.slice(0, 3)).id }
    : { type: 'rm', id: userId }
  const key = targetKey(unit.type, unit.id, year)
  if (!(await rowOf<TargetRow>(db, 'targets', key))) {
    await device.pullTarget(unit.type, unit.id, year)
    if (!(await rowOf<TargetRow>(db, 'targets', key))) return false
  }
  await device.command('target.save', {
    key,
    type: unit.type,
    unitId: unit.id,
    year,
    items: targetItems(device, year),
    status: isAdmin(device) ? TARGET_STATUS.approved : TARGET_STATUS.needApproval,
  })
  return true
}

/**
 * The admin approves or rejects the RM's personal target that waits for approval (after pulling
 * it, as the Team Sales Report's row opens it), of the year given or the first of both that
 * waits; the RM submits its own instead.
 */
export async function decideTarget(
  device: ChainDevice,
  rmId: number,
  years = device.random.chance(0.5) ? targetYears() : targetYears().reverse(),
): Promise<boolean> {
  if (!isAdmin(device)) return saveTarget(device)
  const { db, random } = device
  for (const year of years) {
    const key = targetKey('rm', rmId, year)
    await device.pullTarget('rm', rmId, year)
    const row = await rowOf<TargetRow>(db, 'targets', key)
    if (!row || row.status !== TARGET_STATUS.needApproval || row.version === null) continue
    const decision = random.chance(0.7) ? 'approve' : 'reject'
    await device.command('target.decide', {
      key,
      type: 'rm',
      unitId: rmId,
      year,
      decision,
      status: decision === 'approve' ? TARGET_STATUS.approved : TARGET_STATUS.rejected,
    })
    return true
  }
  return false
}

// The profile --------------------------------------------------------------------------------

/** The Profile screen's Save: a new phone, address and job title (the email stays: sign-in). */
export async function updateProfile(device: ChainDevice): Promise<boolean> {
  const { db, random, userId, world } = device
  const row = await rowOf<ProfileRow>(db, 'profiles', userId)
  if (!row || row.segment === null || row.branch === null) return false
  await device.command('profile.update', {
    id: userId,
    name: row.name,
    nik: row.nik,
    email: row.email,
    phone: `08${random.int(100_000_000, 999_999_999)}`,
    address: `Jl. ${pickWord(random.next())} ${random.int(1, 200)} ${world.tag('u')}`,
    jobTitle: random.chance(0.5) ? 'Relationship Manager' : 'Senior Relationship Manager',
    segment: { id: row.segment.id, text: row.segment.text },
    branch: { id: row.branch.id, text: row.branch.text },
    fileBase64: '',
    filename: '',
  })
  return true
}

// Teams and RMs (the admin) ------------------------------------------------------------------

/** Team members and leaders: the seed's RMs but the RM of this run (whose rights stay as they are). */
const teamPeople = (device: ChainDevice, rmId: number): IdText[] =>
  device.master.rms.filter((rm) => rm.id !== rmId).map((rm) => ({ id: rm.id, text: rm.name }))

function teamFields(device: ChainDevice, tag: string, rmId: number): TeamFields {
  const { random } = device
  const people = teamPeople(device, rmId)
  const [leader, mentor, ...rest] = subset(random, people, 3, 5)
  return {
    name: `Team (${tag}) ${pickWord(random.next())}`,
    leader: leader!,
    mentor: random.chance(0.6) ? mentor! : null,
    members: rest.length > 0 ? rest : [mentor!],
  }
}

/** Create Team's Save (the admin); the RM submits its target instead. */
/**
 * Once in each person's work: every action of this file, so each op type is made (and, the
 * network allowing, accepted) in every run, whatever the dice chose: a deal made, given a document
 * and deleted; an invoice added, edited, deleted, and (the admin) moved back and invoiced; the
 * targets submitted or decided; the profile; a team and an RM made, edited and deleted.
 */
export async function everyAction(device: ChainDevice): Promise<void> {
  const rmId = device.rmId
  const world = device.world
  if (await createSpareDeal(device)) {
    const deal = world.spareDeals[world.spareDeals.length - 1]!
    await uploadDocument(device, deal)
    await deleteSpareDeal(device, deal)
  }
  if (await createInvoice(device, false)) {
    const invoice = world.invoices[world.invoices.length - 1]!
    await editInvoice(device, invoice)
    // The admin: to be invoiced, then invoiced again.
    await moveInvoice(device, invoice)
    await moveInvoice(device, invoice)
  }
  if (await createInvoice(device, true)) {
    await deleteInvoice(device, world.invoices[world.invoices.length - 1])
  }
  await updateProfile(device)
  if (!isAdmin(device)) {
    for (let saves = 0; saves < 2; saves++) await saveTarget(device)
    return
  }
  for (const year of targetYears()) await decideTarget(device, rmId, [year])
  if (await createTeam(device, rmId, true)) {
    const team = world.teams[world.teams.length - 1]!
    await editTeam(device, rmId, team)
    await deleteTeam(device, team)
  }
  if (await createRm(device, true)) {
    const rm = world.rms[world.rms.length - 1]!
    await editRm(device, rm)
    await deleteRm(device, rm)
  }
}

export async function createTeam(
  device: ChainDevice,
  rmId: number,
  spare = device.random.chance(0.4),
): Promise<boolean> {
  if (!isAdmin(device)) return saveTarget(device)
  const { world } = device
  const tag = world.tag('t')
  const fields = teamFields(device, tag, rmId)
  if (fields.mentor && fields.members.some((member) => member.id === fields.mentor!.id)) {
    fields.mentor = null
  }
  const created = await device.command('team.create', fields)
  world.teams.push({ tag, id: created.entity.id, spare })
  return true
}

/** The Team modal's Save on a team the admin made: new people, the tag kept in the name. */
export async function editTeam(
  device: ChainDevice,
  rmId: number,
  team = recent(device, device.world.teams),
): Promise<boolean> {
  if (!isAdmin(device)) return saveTarget(device)
  if (!team || !(await rowOf(device.db, 'teams', team.id))) return false
  const fields = teamFields(device, team.tag, rmId)
  if (fields.mentor && fields.members.some((member) => member.id === fields.mentor!.id)) {
    fields.mentor = null
  }
  await device.command('team.update', { ...fields, teamId: team.id })
  return true
}

export async function deleteTeam(
  device: ChainDevice,
  team = some(
    device,
    device.world.teams.filter((each) => each.spare),
  ),
): Promise<boolean> {
  if (!isAdmin(device)) return editInvoice(device)
  const row = team && (await rowOf<{ name: string }>(device.db, 'teams', team.id))
  if (!team || !row) return false
  await device.command('team.delete', { teamId: team.id, name: row.name })
  return true
}

function rmFields(device: ChainDevice, tag: string, email: string): RmFields {
  const { random, master } = device
  const segment = random.pick(master.segments)
  const branch = random.pick(master.branches)
  return {
    name: `RM (${tag}) ${pickWord(random.next())}`,
    nik: `3174${random.int(100_000, 999_999)}`,
    email,
    phone: `08${random.int(100_000_000, 999_999_999)}`,
    address: `Jl. ${pickWord(random.next())} ${random.int(1, 200)}`,
    jobTitle: random.chance(0.5) ? 'Relationship Manager' : 'Senior Relationship Manager',
    segment: { id: segment.id, text: segment.text },
    branch: { id: branch.id, text: branch.text },
    platform: { id: 2, text: '' },
  }
}

/** Add new RM's Save (the admin); the RM adds an invoice instead. */
export async function createRm(
  device: ChainDevice,
  spare = device.random.chance(0.4),
): Promise<boolean> {
  if (!isAdmin(device)) return createInvoice(device)
  const { world } = device
  const tag = world.tag('r')
  const fields = rmFields(device, tag, `${tag}@chaos.test`)
  const created = await device.command('rm.create', { ...fields, fileBase64: '', filename: '' })
  world.rms.push({ tag, id: created.entity.id, spare })
  return true
}

/** The RM detail's Save after Edit, on an RM the admin made (its email kept). */
export async function editRm(
  device: ChainDevice,
  rm = recent(device, device.world.rms),
): Promise<boolean> {
  if (!isAdmin(device)) return editInvoice(device)
  const row = rm && (await rowOf<RmRecord>(device.db, 'rms', rm.id))
  if (!rm || !row) return false
  const fields = rmFields(device, rm.tag, row.email)
  await device.command('rm.update', { ...fields, rmId: rm.id, fileBase64: '', filename: '' })
  return true
}

export async function deleteRm(
  device: ChainDevice,
  rm = some(
    device,
    device.world.rms.filter((each) => each.spare),
  ),
): Promise<boolean> {
  if (!isAdmin(device)) return deleteInvoice(device)
  const row = rm && (await rowOf<RmRecord>(device.db, 'rms', rm.id))
  if (!rm || !row) return false
  await device.command('rm.delete', { rmId: rm.id, name: row.name })
  return true
}
