/**
 * An in-memory stand-in for the provider API's pipeline and status calls, with the replay rules
 * of the reference server: Idempotency-Key answers are stored and replayed, If-Match with an old
 * version answers 412 with the current entity. Faults are injected per request.
 */
import { parseETag } from '../../../src/contract/common.ts'
import { stageForProbability, stageProbability } from '../../../src/domain/stages.ts'
import {
  NetworkError,
  type SyncRequest,
  type SyncResponse,
  type Transport,
} from '../../../src/sync/transport.ts'
import type { ToyStatus } from './testDb.ts'

export interface FakeDeal {
  dealId: number
  dealName: string
  stage: number
  probability: number
  version: number
  state: 'open' | 'won' | 'lost'
}

export type FakeStatus = ToyStatus

/** The fields of a pipeline card the toy deal does not model. */
export const LISTED_CARD_FIELDS = {
  age: 3,
  dealDate: '2026-01-05',
  clientName: 'PT Toy',
  clientId: 1,
  proposalValue: 0,
  access: [],
  rms: [],
  invoicePeriod: 0,
  statusDate: null,
}

/** noAnswer: lost before the server; dropAnswer: the server acts, its answer is lost. */
export type Fault = 'noAnswer' | 'dropAnswer' | SyncResponse | undefined

const refuse = (status: number, description: string): SyncResponse => ({
  status,
  body: [{ description }],
})

export class FakeServer implements Transport {
  readonly deals = new Map<number, FakeDeal>()
  readonly statuses = new Map<number, FakeStatus>()
  /** Every request that reached the server, replays included. */
  readonly received: SyncRequest[] = []
  /** Requests that changed something (a replayed key is not counted again). */
  readonly applied: SyncRequest[] = []
  fault: (request: SyncRequest) => Fault = () => undefined
  /** While set, requests wait for it before the server acts. */
  gate: Promise<void> | null = null
  private nextStatusId = 100
  private readonly answers = new Map<string, SyncResponse>()

  addDeal(fields: Partial<FakeDeal> & { dealId: number }): FakeDeal {
    const created: FakeDeal = {
      dealName: `Deal ${fields.dealId}`,
      stage: 1,
      probability: 10,
      version: 1,
      state: 'open',
      ...fields,
    }
    this.deals.set(created.dealId, created)
    return created
  }

  card(dealId: number) {
    const { state: _state, ...card } = this.deals.get(dealId)!
    return card
  }

  /** A card as the pipeline list answers it: the toy's fields and the rest of a card's. */
  listedCard(dealId: number) {
    return { ...LISTED_CARD_FIELDS, ...this.card(dealId) }
  }

  /** What another user does meanwhile: the deal changes on the server. */
  changeDeal(dealId: number, fields: Partial<FakeDeal>): void {
    const current = this.deals.get(dealId)!
    this.deals.set(dealId, { ...current, ...fields, version: current.version + 1 })
  }

  async send(request: SyncRequest): Promise<SyncResponse> {
    const fault = this.fault(request)
    if (fault === 'noAnswer') throw new NetworkError()
    if (typeof fault === 'object') return fault
    if (this.gate) await this.gate
    this.received.push(request)
    const response = this.answer(request)
    if (fault === 'dropAnswer') throw new NetworkError('answer lost')
    return response
  }

  sentPaths(): string[] {
    return this.received.map((request) => `${request.method} ${request.path}`)
  }

  private answer(request: SyncRequest): SyncResponse {
    const key = request.headers?.['Idempotency-Key']
    const stored = key ? this.answers.get(key) : undefined
    if (stored) return stored
    const response = this.route(request)
    if (key && response.status === 200) {
      this.answers.set(key, response)
      this.applied.push(request)
    }
    return response
  }

  private ifMatchFails(request: SyncRequest, version: number): boolean {
    const header = request.headers?.['If-Match']
    return header !== undefined && parseETag(header) !== version
  }

  private route(request: SyncRequest): SyncResponse {
    const path = request.path.toLowerCase()
    let match = /^\/pipeline\/(drop|probability|state)\/(\d+)\/(\d+)\/(\d+)$/.exec(path)
    if (match && request.method === 'GET') {
      const [, action, dealId, , value] = match
      return this.dealWrite(request, action!, Number(dealId), Number(value))
    }
    if (path === '/pipeline/status' && request.method === 'POST') {
      const body = request.body as { dealId: number; status: string }
      if (!this.deals.has(body.dealId)) return refuse(404, 'Deal not found')
      const id = this.nextStatusId++
      const created: FakeStatus = {
        id,
        dealId: body.dealId,
        status: body.status,
        firstname: 'Server',
        lastUpdated: '2025-01-01T00:00:00Z',
        version: 1,
      }
      this.statuses.set(id, created)
      return { status: 200, body: { dealId: body.dealId, id, version: 1 } }
    }
    match = /^\/pipeline\/status\/(-?\d+)(?:\/(\d+))?$/.exec(path)
    if (match && (request.method === 'PUT' || request.method === 'DELETE')) {
      const id = Number(match[1])
      if (id <= 0) return refuse(400, 'statusId must be a positive id')
      const current = this.statuses.get(id)
      if (!current) return refuse(404, 'Status update not found')
      if (this.ifMatchFails(request, current.version)) return { status: 412, body: current }
      if (request.method === 'DELETE') {
        this.statuses.delete(id)
        return { status: 200, body: { dealId: current.dealId } }
      }
      const body = request.body as { status: string }
      const next = { ...current, status: body.status, version: current.version + 1 }
      this.statuses.set(id, next)
      return { status: 200, body: { dealId: current.dealId, id, version: next.version } }
    }
    if (/^\/pipeline\/0\/0\/0\/0\/0\/0$/.test(path)) {
      const open = [...this.deals.values()].filter((found) => found.state === 'open')
      return { status: 200, body: open.map((found) => this.listedCard(found.dealId)) }
    }
    match = /^\/pipeline\/status\/(\d+)$/.exec(path)
    if (match && request.method === 'GET') {
      const dealId = Number(match[1])
      return {
        status: 200,
        body: [...this.statuses.values()].filter((found) => found.dealId === dealId),
      }
    }
    return refuse(404, 'Not found')
  }

  private dealWrite(
    request: SyncRequest,
    action: string,
    dealId: number,
    value: number,
  ): SyncResponse {
    const current = this.deals.get(dealId)
    if (!current) return refuse(404, 'Deal not found')
    if (this.ifMatchFails(request, current.version)) return { status: 412, body: this.card(dealId) }
    if (action === 'state') {
      const target = value === 2 ? 'won' : value === 3 ? 'lost' : 'open'
      if (target !== 'open' && current.state !== 'open') return refuse(409, 'Reopen the deal first')
      this.deals.set(dealId, { ...current, state: target, version: current.version + 1 })
      return {
        status: 200,
        body: { dealId, clientId: 1, dealName: current.dealName, version: current.version + 1 },
      }
    }
    if (current.state !== 'open') return refuse(409, 'Only an open deal can be moved')
    const next =
      action === 'drop'
        ? { stage: value, probability: stageProbability(value) }
        : { probability: value, stage: stageForProbability(value) }
    const version = current.version + 1
    this.deals.set(dealId, { ...current, ...next, version })
    return { status: 200, body: { dealId, ...next, version } }
  }
}
