import { describe, expect, it } from 'vitest'
import { ALL_DEALS, PIPELINE_ROUTES, pipelineFilterValues } from '../../../src/contract/pipeline.ts'
import { CHANGE_FEED_ROUTES, changesQuery } from '../../../src/contract/changeFeed.ts'
import { CLIENT_ROUTES, clientListValues } from '../../../src/contract/clients.ts'
import { CONTACT_ROUTES, contactListValues } from '../../../src/contract/contacts.ts'
import { DEAL_ROUTES } from '../../../src/contract/deals.ts'
import { LOST_DEAL_ROUTES, lostDealValues } from '../../../src/contract/lostDeals.ts'
import { MASTER_ROUTES } from '../../../src/contract/master.ts'
import {
  PROJECTION_ROUTES,
  summaryValues,
  SUMMARY_BANDS,
} from '../../../src/contract/projection.ts'
import { pathOf, type Route } from '../../../src/contract/route.ts'
import { STATUS_ROUTES } from '../../../src/contract/status.ts'
import { check, describeErrors } from '../../../src/contract/validate.ts'
import { EMAILS, serverForFile } from '../harness.ts'

const server = serverForFile()

/** A deal and a client the seed holds, with status updates and contacts. */
async function seeded(): Promise<{ dealId: number; clientId: number }> {
  const [deal] = await server().db.query<{ deal_id: number }>(
    `SELECT deal_id FROM status_updates ORDER BY deal_id LIMIT 1`,
  )
  const [client] = await server().db.query<{ client_id: number }>(
    `SELECT client_id FROM contacts ORDER BY client_id LIMIT 1`,
  )
  return { dealId: deal!.deal_id, clientId: client!.client_id }
}

async function pathsWithAnswers(): Promise<[string, Route<never, unknown, unknown>, string][]> {
  const { dealId, clientId } = await seeded()
  const lostDeals = { ...ALL_DEALS, page: 1, perPage: 10, search: '' }
  return [
    [
      'pipeline list',
      PIPELINE_ROUTES.list,
      pathOf(PIPELINE_ROUTES.list, pipelineFilterValues(ALL_DEALS)),
    ],
    ['default pipeline list', PIPELINE_ROUTES.defaultList, '/pipeline/0/0/0/0'],
    ['status updates', STATUS_ROUTES.list, pathOf(STATUS_ROUTES.list, { dealId })],
    ['deal detail', DEAL_ROUTES.detail, pathOf(DEAL_ROUTES.detail, { dealId })],
    ['master data', MASTER_ROUTES.read, pathOf(MASTER_ROUTES.read, {})],
    [
      'client list',
      CLIENT_ROUTES.list,
      pathOf(
        CLIENT_ROUTES.list,
        clientListValues({ industry: 0, segment: 0, rm: 0, page: 1, perPage: 50, search: '' }),
      ),
    ],
    ['client detail', CLIENT_ROUTES.detail, pathOf(CLIENT_ROUTES.detail, { clientId })],
    [
      'contact list',
      CONTACT_ROUTES.list,
      pathOf(
        CONTACT_ROUTES.list,
        contactListValues({ period: 0, industry: 0, page: 1, perPage: 50, search: '' }),
      ),
    ],
    [
      'lost deals',
      LOST_DEAL_ROUTES.list,
      pathOf(LOST_DEAL_ROUTES.list, lostDealValues({ ...lostDeals, from: 0, to: 0 })),
    ],
    [
      'projection board',
      PROJECTION_ROUTES.board,
      pathOf(PROJECTION_ROUTES.board, pipelineFilterValues(ALL_DEALS)),
    ],
    [
      'projection summary',
      PROJECTION_ROUTES.summary,
      pathOf(
        PROJECTION_ROUTES.summary,
        summaryValues(
          ALL_DEALS,
          SUMMARY_BANDS.map((band) => [...band]),
        ),
      ),
    ],
    ['change feed info', CHANGE_FEED_ROUTES.info, pathOf(CHANGE_FEED_ROUTES.info, {})],
    [
      'change feed window',
      CHANGE_FEED_ROUTES.changes,
      `${pathOf(CHANGE_FEED_ROUTES.changes, {})}${changesQuery({ since: '0' })}`,
    ],
  ] as [string, Route<never, unknown, unknown>, string][]
}

describe('what the server answers is what the PWA reads', () => {
  for (const email of [EMAILS.admin, EMAILS.rm]) {
    it(`every stored answer, for ${email}, passes its route's answer schema`, async () => {
      const caller = await server().as(email)
      for (const [name, route, path] of await pathsWithAnswers()) {
        const reply = await caller.get(path)
        expect(reply.status, `${name}: ${path}`).toBe(200)
        const result = check(route.answer!, reply.body)
        expect(result.ok ? '' : describeErrors(result.errors), `${name}: ${path}`).toBe('')
      }
    })
  }

  it('a wrong shape is named field by field', () => {
    const result = check(PIPELINE_ROUTES.list.answer!, [{ dealId: 'x', dealName: 3, stage: 2 }])
    expect(result.ok).toBe(false)
    const fields = result.ok ? [] : result.errors.map((error) => error.field)
    expect(fields).toContain('[0].dealId')
    expect(fields).toContain('[0].version')
  })
})
