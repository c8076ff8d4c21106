/**
 * The creates bench's work: chains of five creates, each naming its parents by the id the screen
 * held (a temp id in the app, the server's id when replayed from Node): a company, its contact, a
 * deal for them, a sales visit on the deal and a proposal on it.
 */
import type { Master } from '../server/chaos/chainWorld.ts'
import type { CommandArgs, OpTypeName } from '../../src/sync/opRegistry.ts'

/** The ids a chain's later steps name: filled as its creates are made. */
/** The master data the steps pick from (as the app caches it). */
export type BenchMaster = Omit<Master, 'seededInvoiceIds'>

export interface ChainIds {
  client: number
  contact: number
  deal: number
}

export interface ChainStep<N extends OpTypeName = OpTypeName> {
  type: N
  /** Which id this create makes, for the steps after it. */
  makes: keyof ChainIds | null
  args(master: BenchMaster, userId: number, chain: number, ids: ChainIds): CommandArgs<N>
}

const step = <N extends OpTypeName>(
  type: N,
  makes: keyof ChainIds | null,
  args: ChainStep<N>['args'],
) => ({ type, makes, args }) as ChainStep

const day = (offset: number): string =>
  new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10)

const nth = <T>(list: readonly T[], index: number): T => list[index % list.length]!

export const CHAIN_STEPS: readonly ChainStep[] = [
  step('client.create', 'client', (master, _userId, chain) => {
    const industry = nth(master.industries, chain)
    const rm = nth(master.rms, chain)
    return {
      company: `PT Bench Chain ${chain}`,
      industryId: industry.id,
      industry: industry.text,
      segmentId: nth(master.segments, chain).id,
      phone: `021-${1_000_000 + chain}`,
      fax: '',
      address1: `Jl. Bench ${chain}`,
      address2: '',
      address3: 'Jakarta',
      website: '',
      remarks: 'bench',
      relManagers: [{ relManagerId: rm.id, name: rm.name, branch: rm.branch, segment: rm.segment }],
    }
  }),
  step('contact.create', 'contact', (_master, _userId, chain, ids) => ({
    clientId: ids.client,
    valid: true,
    salutation: 'Mr.',
    name: `Bench Contact ${chain}`,
    email: `bench${chain}@example.test`,
    phone: `0812${1_000_000 + chain}`,
    department: 'Finance',
    position: 'Manager',
  })),
  step('deal.create', 'deal', (master, _userId, chain, ids) => {
    const rm = nth(master.rms, chain)
    return {
      clientId: ids.client,
      contactId: ids.contact,
      dealDate: day(chain % 20),
      tribeId: nth(master.tribes, chain).id,
      segmentId: nth(master.segments, chain).id,
      branchId: nth(master.branches, chain).id,
      userIdRM: rm.id,
      name: `Bench Deal ${chain}`,
      stageId: 2,
      probability: 20,
      picId: 0,
      clientName: `PT Bench Chain ${chain}`,
      rmName: rm.name,
    }
  }),
  step('visit.create', null, (master, userId, chain, ids) => ({
    dealId: ids.deal,
    clientId: ids.client,
    clientName: `PT Bench Chain ${chain}`,
    visitDate: day(chain % 20),
    startTime: '09:00',
    endTime: '10:30',
    contacts: [ids.contact],
    rms: [userId],
    consultants: [],
    tribes: [nth(master.tribes, chain).id],
    location: `Office ${chain}`,
    objective: `Discuss bench ${chain}`,
    nextStep: '',
    remark: 'bench',
  })),
  step('proposal.create', null, (master, userId, chain, ids) => {
    const type = nth(master.proposalTypes, chain)
    return {
      dealId: ids.deal,
      typeId: type.id,
      typeText: type.text,
      sentById: userId,
      sentDate: day(chain % 20),
      contactIds: [ids.contact],
      proposalValue: (chain + 1) * 10_000_000,
      invoices: [
        { id: 0, invoiceDate: day(200 + chain), invoiceAmount: 5_000_000, remarks: 'bench' },
      ],
      filename: '',
      fileBase64: '',
    }
  }),
]
