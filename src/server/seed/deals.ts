import { STAGES, stageName } from '../../domain/stages.ts'
import { visitDateTime } from '../../domain/visits.ts'
import type { ClientSet } from './clients.ts'
import { addMs, DAY_MS, isoDate, monthStart } from './dates.ts'
import type { Random } from './random.ts'
import {
  CITIES,
  NEXT_STEPS,
  OBJECTIVES,
  PROGRAMS,
  PROPOSAL_TYPES,
  STATUS_TEXTS,
  TRIBES,
} from './vocabulary.ts'

type Row = Record<string, unknown>

/** Every table the deal generator fills, as rows ready for insertRows. */
export interface DealSet {
  deals: Row[]
  stageHistory: Row[]
  dealRms: Row[]
  dealTribes: Row[]
  dealAccess: Row[]
  dealConsultants: Row[]
  dealMembers: Row[]
  proposals: Row[]
  proposalContacts: Row[]
  proposalInvoices: Row[]
  invoices: Row[]
  invoiceRms: Row[]
  invoiceTribes: Row[]
  statusUpdates: Row[]
  journal: Row[]
  visits: Row[]
  visitContacts: Row[]
  visitRms: Row[]
  visitConsultants: Row[]
  visitTribes: Row[]
}

export interface DealSeedInput {
  count: number
  now: Date
  /** The first day the demo deals may be dated (1 January of last year). */
  from: Date
  clients: ClientSet
  /** Role 5 users other than the two demo RMs. */
  otherRmIds: readonly number[]
  demoRmIds: readonly [number, number]
  userNames: Map<number, string>
}

const PROBABILITIES_OF_STAGE: Record<number, number[]> = {
  1: [10],
  2: [20, 30],
  3: [40],
  4: [50, 60],
  5: [70, 80, 90],
}

interface Share {
  id: number
  percent: number
}

/** Splits `total` into `parts` whole amounts (rounded to a million) that add up to it. */
function splitAmount(random: Random, total: number, parts: number): number[] {
  if (parts === 1) return [total]
  const weights = Array.from({ length: parts }, () => 1 + random.next())
  const sum = weights.reduce((a, b) => a + b, 0)
  const amounts = weights.map(
    (weight) => Math.floor((total * weight) / sum / 1_000_000) * 1_000_000,
  )
  amounts[parts - 1] = total - amounts.slice(0, -1).reduce((a, b) => a + b, 0)
  return amounts
}

/** Splits a time span into `parts` consecutive stays with random lengths. */
function splitSpan(random: Random, start: Date, end: Date, parts: number): Date[] {
  const weights = Array.from({ length: parts }, () => 0.3 + random.next())
  const sum = weights.reduce((a, b) => a + b, 0)
  const span = end.getTime() - start.getTime()
  const points: Date[] = [start]
  let at = start.getTime()
  for (let i = 0; i < parts - 1; i++) {
    at += (span * weights[i]!) / sum
    points.push(new Date(at))
  }
  return points
}

function shares(ids: readonly number[]): Share[] {
  if (ids.length === 1) return [{ id: ids[0]!, percent: 100 }]
  return ids.map((id, index) => ({ id, percent: index === 0 ? 60 : 40 / (ids.length - 1) }))
}

export function dealRows(random: Random, input: DealSeedInput): DealSet {
  const set: DealSet = {
    deals: [],
    stageHistory: [],
    dealRms: [],
    dealTribes: [],
    dealAccess: [],
    dealConsultants: [],
    dealMembers: [],
    proposals: [],
    proposalContacts: [],
    proposalInvoices: [],
    invoices: [],
    invoiceRms: [],
    invoiceTribes: [],
    statusUpdates: [],
    journal: [],
    visits: [],
    visitContacts: [],
    visitRms: [],
    visitConsultants: [],
    visitTribes: [],
  }
  const { now, from, clients } = input
  const [rmA, rmB] = input.demoRmIds
  const rmPool = [rmA, rmB, ...input.otherRmIds]
  const nameOf = (id: number) => input.userNames.get(id) ?? ''
  const journal = (
    dealId: number,
    type: string,
    at: Date,
    by: number,
    headers: string[],
    info: Row,
  ) =>
    set.journal.push({
      id: set.journal.length + 1,
      deal_id: dealId,
      type,
      header1: headers[0] ?? '',
      header2: headers[1] ?? '',
      header3: headers[2] ?? '',
      update_time: at.toISOString(),
      updated_by: by,
      info,
    })

  for (let id = 1; id <= input.count; id++) {
    // The first deals walk through every stage and state, so all are always present.
    const forced = id <= 15
    // The next few give each demo RM open deals it reaches only through the access list (as pic).
    const accessOnlyRm = id > 15 && id <= 19 ? (id <= 17 ? rmA : rmB) : null
    const state = forced
      ? (['open', 'won', 'lost'] as const)[(id - 1) % 3]!
      : accessOnlyRm !== null
        ? 'open'
        : random.weighted([
            ['open', 0.62],
            ['won', 0.22],
            ['lost', 0.16],
          ] as const)
    const stage = forced
      ? ((id - 1) % 5) + 1
      : state === 'won'
        ? random.pick([4, 5, 5])
        : random.int(1, 5)
    const probability = state === 'won' ? 100 : random.pick(PROBABILITIES_OF_STAGE[stage]!)
    const dealDay = new Date(from.getTime() + random.next() * (now.getTime() - from.getTime()))
    const createdAt = new Date(
      Math.min(addMs(dealDay, random.int(8, 17) * 3600_000).getTime(), now.getTime() - 3600_000),
    )
    const clientId = random.int(1, clients.clients.length)
    const client = clients.clients[clientId - 1]!
    const contactIds = clients.contactsByClient.get(clientId) ?? []
    const contactId = random.pick(contactIds)

    const ownership = random.next()
    const owners =
      accessOnlyRm !== null
        ? [random.pick(input.otherRmIds)]
        : ownership < 0.17
          ? [rmA]
          : ownership < 0.3
            ? [rmB]
            : ownership < 0.36
              ? [rmA, rmB]
              : random.sample(
                  input.otherRmIds,
                  random.weighted([
                    [1, 0.75],
                    [2, 0.25],
                  ] as const),
                )
    const creator = owners[0]!
    const tribeId = random.int(1, TRIBES.length)
    const tribeIds = random.chance(0.15)
      ? [
          tribeId,
          random.pick(
            [...Array(TRIBES.length).keys()].map((n) => n + 1).filter((t) => t !== tribeId),
          ),
        ]
      : [tribeId]
    const picId = accessOnlyRm ?? (random.chance(0.7) ? creator : random.pick(rmPool))
    const consultants = random.chance(0.3)
      ? random.sample(
          input.otherRmIds.filter((rm) => !owners.includes(rm)),
          random.int(1, 2),
        )
      : []
    const program = random.pick(PROGRAMS)
    const name = `${program} ${client.company.replace(/^PT /, '')}`
    const stateChangedAt =
      state === 'open'
        ? null
        : new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()))

    set.deals.push({
      id,
      name,
      client_id: clientId,
      contact_id: contactId,
      deal_date: isoDate(dealDay),
      stage,
      probability,
      state,
      tribe_id: tribeId,
      segment_id: client.segment_id,
      branch_id: random.int(1, 5),
      pic_id: picId,
      created_by: creator,
      created_at: createdAt.toISOString(),
      updated_at: (stateChangedAt ?? createdAt).toISOString(),
      state_changed_at: stateChangedAt?.toISOString() ?? null,
    })
    const rmShares = shares(owners)
    rmShares.forEach((share, position) =>
      set.dealRms.push({
        deal_id: id,
        user_id: share.id,
        percent: share.percent,
        nominal: 0,
        use_percent: true,
        position,
      }),
    )
    const tribeShares =
      tribeIds.length === 1
        ? [{ id: tribeId, percent: 100 }]
        : [
            { id: tribeId, percent: 70 },
            { id: tribeIds[1]!, percent: 30 },
          ]
    tribeShares.forEach((share, position) =>
      set.dealTribes.push({
        deal_id: id,
        tribe_id: share.id,
        percent: share.percent,
        nominal: 0,
        use_percent: true,
        position,
      }),
    )
    const access = new Map<number, string>([[creator, 'creator']])
    if (!access.has(picId)) access.set(picId, 'pic')
    for (const consultant of consultants) {
      if (!access.has(consultant)) access.set(consultant, 'consultant')
      set.dealConsultants.push({ deal_id: id, user_id: consultant })
    }
    for (const [userId, reason] of access)
      set.dealAccess.push({ deal_id: id, user_id: userId, reason })
    for (const member of random.sample(
      contactIds.filter((c) => c !== contactId),
      random.int(0, 1),
    )) {
      set.dealMembers.push({ deal_id: id, contact_id: member })
    }

    // Stage stays from Lead in up to the current stage.
    const end = stateChangedAt ?? now
    const entries = splitSpan(random, createdAt, end, stage)
    entries.forEach((enteredAt, index) => {
      const leftAt = index < stage - 1 ? entries[index + 1]! : state === 'open' ? null : end
      set.stageHistory.push({
        id: set.stageHistory.length + 1,
        deal_id: id,
        stage: index + 1,
        entered_at: enteredAt.toISOString(),
        left_at: leftAt?.toISOString() ?? null,
      })
      if (index > 0) {
        journal(
          id,
          'stage',
          enteredAt,
          creator,
          ['Stage changed', stageName(index), stageName(index + 1)],
          {
            fromStage: index,
            toStage: index + 1,
          },
        )
      }
    })
    journal(id, 'created', createdAt, creator, ['Deal created', name, client.company], {
      dateCreated: createdAt.toISOString(),
    })
    const stageDefault = STAGES[stage - 1]!.probability
    if (stageDefault !== probability) {
      const at = new Date(
        entries[stage - 1]!.getTime() +
          random.next() * (end.getTime() - entries[stage - 1]!.getTime()),
      )
      journal(
        id,
        'prob',
        at,
        creator,
        ['Probability updated', `${stageDefault}%`, `${probability}%`],
        {
          from: stageDefault,
          to: probability,
        },
      )
    }

    // A proposal from Proposal sent on (sometimes already in development), with invoice periods.
    const hasProposal = state === 'won' || stage >= 3 || (stage === 2 && random.chance(0.4))
    if (hasProposal) {
      const proposalId = set.proposals.length + 1
      const value = random.int(5, 200) * 10_000_000
      const sentAt = entries[Math.min(2, entries.length - 1)]!
      const typeId = random.int(1, PROPOSAL_TYPES.length)
      const filename = `Proposal ${program} - ${client.company}.pdf`
      set.proposals.push({
        id: proposalId,
        deal_id: id,
        type_id: typeId,
        sent_by_id: creator,
        sent_date: isoDate(sentAt),
        proposal_value: value,
        filename,
        created_by: creator,
        created_at: sentAt.toISOString(),
        updated_at: sentAt.toISOString(),
      })
      for (const contact of random.sample(contactIds, random.int(1, 2))) {
        set.proposalContacts.push({ proposal_id: proposalId, contact_id: contact })
      }
      // The entry records the invoice periods added below (as ProposalJournalInfo).
      const journalInvoices: Row[] = []
      journal(
        id,
        'prop',
        sentAt,
        creator,
        ['Proposal sent', PROPOSAL_TYPES[typeId - 1]!, filename],
        {
          id: proposalId,
          proposalId,
          proposalValue: value,
          filename,
          proposalType: PROPOSAL_TYPES[typeId - 1],
          sentDate: isoDate(sentAt),
          invoices: journalInvoices,
        },
      )
      const withPeriods = state === 'won' || random.chance(0.72)
      if (withPeriods) {
        const lines = random.int(1, 3)
        const amounts = splitAmount(random, value, lines)
        const firstMonth =
          state === 'won' ? monthStart(end, random.int(0, 2)) : monthStart(now, random.int(-2, 3))
        amounts.forEach((amount, position) => {
          const lineId = set.proposalInvoices.length + 1
          const invoiceDate = addMs(
            monthStart(firstMonth, position * random.int(1, 2)),
            random.int(0, 25) * DAY_MS,
          )
          set.proposalInvoices.push({
            id: lineId,
            proposal_id: proposalId,
            invoice_date: isoDate(invoiceDate),
            amount,
            remarks: `Term ${position + 1}`,
            position,
          })
          journalInvoices.push({
            invoiceDate: isoDate(invoiceDate),
            invoiceAmount: amount,
            remarks: `Term ${position + 1}`,
          })
          journal(
            id,
            'invoice',
            sentAt,
            creator,
            ['Invoice period added', isoDate(invoiceDate).slice(0, 7), `Term ${position + 1}`],
            {
              invoiceDate: isoDate(invoiceDate),
              amount,
              remarks: `Term ${position + 1}`,
              contactName: '',
              filename: '',
              invoiceId: lineId,
            },
          )
          if (state === 'won') {
            const invoiceId = set.invoices.length + 1
            const invoiced = invoiceDate < now && random.chance(0.7)
            set.invoices.push({
              id: invoiceId,
              deal_id: id,
              proposal_invoice_id: lineId,
              client_id: clientId,
              deal_name: name,
              status: invoiced ? 'invoiced' : 'tobe',
              invoice_date: isoDate(invoiceDate),
              amount,
              remarks: `Term ${position + 1}`,
              contact_id: contactId,
              branch_id: set.deals[id - 1]!.branch_id,
              segment_id: client.segment_id,
              pic_id: picId,
              filename: invoiced ? `Invoice ${id}-${position + 1}.pdf` : '',
              invoiced_at: invoiced ? invoiceDate.toISOString() : null,
              created_by: creator,
              created_at: end.toISOString(),
            })
            rmShares.forEach((share, index) =>
              set.invoiceRms.push({
                invoice_id: invoiceId,
                user_id: share.id,
                percent: share.percent,
                nominal: Math.round((share.percent / 100) * amount),
                use_percent: true,
                position: index,
              }),
            )
            tribeShares.forEach((share, index) =>
              set.invoiceTribes.push({
                invoice_id: invoiceId,
                tribe_id: share.id,
                percent: share.percent,
                nominal: Math.round((share.percent / 100) * amount),
                use_percent: true,
                position: index,
              }),
            )
            const info = {
              invoiceDate: isoDate(invoiceDate),
              amount,
              remarks: `Term ${position + 1}`,
              contactName: '',
              filename: invoiced ? `Invoice ${id}-${position + 1}.pdf` : '',
              invoiceId,
            }
            journal(
              id,
              'tobe',
              end,
              creator,
              ['To be invoiced', name, `Term ${position + 1}`],
              info,
            )
            if (invoiced)
              journal(
                id,
                'invoiced',
                invoiceDate,
                creator,
                ['Invoiced', name, `Term ${position + 1}`],
                info,
              )
          }
        })
        // In the order the server reads periods: by date, then position.
        journalInvoices.sort((a, b) => String(a.invoiceDate).localeCompare(String(b.invoiceDate)))
      }
    }
    if (state !== 'open') {
      journal(
        id,
        'stage',
        end,
        creator,
        ['Deal status changed', 'Open', state === 'won' ? 'Won' : 'Lost'],
        {
          state,
        },
      )
    }

    for (
      let n = random.weighted([
        [0, 0.4],
        [1, 0.4],
        [2, 0.2],
      ] as const);
      n > 0;
      n--
    ) {
      const at = new Date(
        createdAt.getTime() + random.next() * (end.getTime() - createdAt.getTime()),
      )
      set.statusUpdates.push({
        id: set.statusUpdates.length + 1,
        deal_id: id,
        status: random.pick(STATUS_TEXTS),
        user_id: creator,
        created_at: at.toISOString(),
        last_updated: at.toISOString(),
      })
    }

    if (random.chance(0.5)) {
      const at = new Date(
        createdAt.getTime() + random.next() * (end.getTime() - createdAt.getTime()),
      )
      const visitId = set.visits.length + 1
      const startHour = random.int(8, 15)
      const visit = {
        id: visitId,
        deal_id: id,
        client_id: clientId,
        user_id: creator,
        visit_date: isoDate(at),
        start_time: `${String(startHour).padStart(2, '0')}:00`,
        end_time: `${String(startHour + 1).padStart(2, '0')}:30`,
        location: random.pick(CITIES),
        objective: random.pick(OBJECTIVES),
        next_step: random.pick(NEXT_STEPS),
        remark: '',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      }
      set.visits.push(visit)
      set.visitContacts.push({ visit_id: visitId, contact_id: contactId })
      for (const rm of owners) set.visitRms.push({ visit_id: visitId, user_id: rm })
      for (const consultant of consultants)
        set.visitConsultants.push({ visit_id: visitId, user_id: consultant })
      set.visitTribes.push({ visit_id: visitId, tribe_id: tribeId })
      journal(id, 'meeting', at, creator, ['Sales visit', client.company, visit.objective], {
        visitId,
        fromTime: visitDateTime(visit.visit_date, visit.start_time),
        toTime: visitDateTime(visit.visit_date, visit.end_time),
        clientName: client.company,
        location: visit.location,
        rms: owners.map((rm) => ({ id: rm, text: nameOf(rm) })),
        tribes: [{ id: tribeId, text: TRIBES[tribeId - 1] }],
        consultants: consultants.map((c) => ({ id: c, text: nameOf(c) })),
        contacts: [{ id: contactId, text: clients.contacts[contactId - 1]?.name ?? '' }],
        objective: visit.objective,
        nextStep: visit.next_step,
        remark: visit.remark,
      })
    }
  }
  return set
}
