/**
 * One thing a person of the chain scenario does: start a company (the head of a chain), carry a
 * chain on (a contact, a deal, a visit, a proposal: each naming its parents by the ids the person
 * saw), edit or delete what they made, move projected invoices, now and then discard a create
 * still waiting (Pending changes), and, for the admin, edit what the RM made (after pulling it);
 * and the rest of the op types (chainMore.ts): deals made to be deleted and their documents,
 * invoices, targets, profiles, and the admin's teams and RMs.
 */
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import { OpStateError } from '../../../src/sync/resolve.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import type { ChainDevice } from './chainDevice.ts'
import {
  addContact,
  createClient,
  createDeal,
  createProposal,
  createVisit,
} from './chainCreates.ts'
import {
  deleteClient,
  deleteContact,
  editClient,
  editContact,
  editProposal,
  editVisit,
  moveProjection,
  renameDeal,
  setClientInfo,
  setOwners,
  updateProjectedInvoice,
} from './chainEdits.ts'
import {
  createInvoice,
  createRm,
  createSpareDeal,
  createTeam,
  decideTarget,
  deleteInvoice,
  deleteRm,
  deleteSpareDeal,
  deleteTeam,
  editInvoice,
  editRm,
  editTeam,
  moveInvoice,
  saveTarget,
  updateProfile,
  uploadDocument,
} from './chainMore.ts'
import { tagOf } from './chainWorld.ts'

type Action = (device: ChainDevice) => Promise<boolean>

const some = <T>(device: ChainDevice, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : device.random.pick(items)

/** Mostly one of the latest few: a person works on what they just made. */
const recent = <T>(device: ChainDevice, items: readonly T[]): T | undefined =>
  some(device, device.random.chance(0.7) ? items.slice(-4) : items)

const chainClients = (device: ChainDevice) => device.world.clients.filter((c) => !c.spare)

/** Mostly a company with a deal (the admin edits those too), else any. */
const someClient = (device: ChainDevice) =>
  (device.random.chance(0.6) && recent(device, device.world.deals)?.client) ||
  recent(device, device.world.clients)

/** Each with its weight; one that finds nothing to act on falls back to a new company. */
const ACTIONS: [number, Action][] = [
  [14, (device) => createClient(device, false).then(() => true)],
  [6, (device) => createClient(device, true).then(() => true)],
  [
    4,
    async (device) => {
      const client = some(device, device.world.clients)
      return client ? addContact(device, client) : false
    },
  ],
  [
    10,
    async (device) => {
      const client = some(device, chainClients(device))
      return client ? createDeal(device, client) : false
    },
  ],
  [
    8,
    async (device) => {
      const deal = some(device, device.world.deals)
      return deal ? createVisit(device, deal.client, deal) : false
    },
  ],
  [
    2,
    async (device) => {
      const client = some(device, chainClients(device))
      return client ? createVisit(device, client, null) : false
    },
  ],
  [
    8,
    async (device) => {
      const deal = some(device, device.world.deals)
      return deal ? createProposal(device, deal) : false
    },
  ],
  [
    6,
    async (device) => {
      const client = someClient(device)
      return client ? editClient(device, client.id) : false
    },
  ],
  [
    6,
    async (device) => {
      const client = someClient(device)
      const contact = client && some(device, client.contacts)
      return client && contact ? editContact(device, client.id, contact.id) : false
    },
  ],
  [
    5,
    async (device) => {
      const deal = recent(device, device.world.deals)
      return deal ? renameDeal(device, deal) : false
    },
  ],
  [
    4,
    async (device) => {
      const deal = recent(device, device.world.deals)
      return deal ? setOwners(device, deal.id, deal) : false
    },
  ],
  [
    4,
    async (device) => {
      const deal = recent(device, device.world.deals)
      return deal ? setClientInfo(device, deal) : false
    },
  ],
  [
    5,
    async (device) => {
      const visit = recent(device, device.world.visits)
      return visit ? editVisit(device, visit.id, visit.client) : false
    },
  ],
  [
    5,
    async (device) => {
      const proposal = recent(device, device.world.proposals)
      return proposal ? editProposal(device, proposal.id) : false
    },
  ],
  [
    5,
    async (device) => {
      const withSpare = device.world.clients.filter((each) => each.contacts.some((c) => c.spare))
      const client = recent(device, withSpare)
      const contact =
        client &&
        some(
          device,
          client.contacts.filter((each) => each.spare),
        )
      return client && contact ? deleteContact(device, client, contact) : false
    },
  ],
  [
    5,
    async (device) => {
      const client = recent(
        device,
        device.world.clients.filter((each) => each.spare),
      )
      return client ? deleteClient(device, client) : false
    },
  ],
  [5, moveProjection],
  [5, updateProjectedInvoice],
  [1, discardWaitingCreate],
  [10, actOnOthers],
  // Deals made to be deleted, documents, invoices, targets, profiles, teams and RMs (chainMore.ts;
  // what only the admin may do is something else for the RM).
  [3, (device) => createSpareDeal(device)],
  [3, (device) => deleteSpareDeal(device)],
  [3, (device) => uploadDocument(device)],
  [4, (device) => createInvoice(device)],
  [3, (device) => editInvoice(device)],
  [5, (device) => moveInvoice(device)],
  [2, (device) => deleteInvoice(device)],
  [4, saveTarget],
  [8, (device) => decideTarget(device, device.rmId)],
  [2, updateProfile],
  [4, (device) => createTeam(device, device.rmId)],
  [4, (device) => editTeam(device, device.rmId)],
  [3, (device) => deleteTeam(device)],
  [4, (device) => createRm(device)],
  [4, (device) => editRm(device)],
  [3, (device) => deleteRm(device)],
]

const TOTAL = ACTIONS.reduce((sum, [weight]) => sum + weight, 0)

export async function act(device: ChainDevice): Promise<void> {
  let roll = device.random.next() * TOTAL
  for (const [weight, action] of ACTIONS) {
    roll -= weight
    if (roll < 0) {
      if (!(await action(device))) await createClient(device, false)
      return
    }
  }
}

/** Pending changes: the person discards a create still waiting (and what stands on it). */
async function discardWaitingCreate(device: ChainDevice): Promise<boolean> {
  const waiting = await device.db.outbox
    .where('status')
    .equals('pending')
    .filter((op) => op.userId === device.userId && opTypeOf(op.type).kind === 'create')
    .toArray()
  const op = some(device, waiting)
  if (!op) return false
  try {
    await device.engine!.discard(op.opId)
    return true
  } catch (error) {
    // Sent meanwhile (or taken along by another discard).
    if (error instanceof OpStateError) return false
    throw error
  }
}

/**
 * The admin on a deal the RM made (the board shows it): the owners, or (after pulling the
 * deal's company with its contacts, as the Client Information card does) the company or a
 * contact of it. The RM works on its projected invoices instead.
 */
async function actOnOthers(device: ChainDevice): Promise<boolean> {
  if (device.name !== 'admin') {
    return device.random.chance(0.6) ? moveProjection(device) : updateProjectedInvoice(device)
  }
  const theirs = (await device.db.deals.toArray()).filter((card: DealRow) => {
    const tag = tagOf(card.dealName)
    return tag !== null && !tag.startsWith(`${device.name}-`)
  })
  const card = recent(
    device,
    theirs.sort((a, b) => a.dealId - b.dealId),
  )
  if (!card) return false
  const edited = await editTheirs(device, card)
  if (edited) device.world.othersEdited++
  return edited
}

async function editTheirs(device: ChainDevice, card: DealRow): Promise<boolean> {
  const roll = device.random.next()
  if (roll < 0.4) return setOwners(device, card.dealId, null)
  if (card.clientId <= 0) return false
  await device.pullClient(card.clientId)
  if (roll < 0.7) return editClient(device, card.clientId)
  const contacts = await device.db.contacts.where('clientId').equals(card.clientId).toArray()
  const contact = some(device, contacts)
  return contact ? editContact(device, card.clientId, contact.id) : false
}
