/** The role matrix for every deal write: admin and manager always, the owning RM, never others. */
import { describe, expect, it } from 'vitest'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { NOT_OWNED_BY, OWNED_BY, takeDeal } from './fixtures.ts'
import { callers, USER_IDS, serverForFile, type Caller, type TestServer } from './harness.ts'

const server = serverForFile()

type Role = 'admin' | 'manager' | 'rmOwner' | 'rmOther' | 'viewer'
const ROLES: Role[] = ['admin', 'manager', 'rmOwner', 'rmOther', 'viewer']

interface DealWrite {
  name: string
  /** Extra condition on the deal the write needs. */
  needs?: string
  run(
    caller: Caller,
    userId: number,
    dealId: number,
    s: TestServer,
  ): Promise<{ status: number; body: unknown }>
}

const WITH_PERIOD = `EXISTS (SELECT 1 FROM proposals p JOIN proposal_invoices pi ON pi.proposal_id = p.id WHERE p.deal_id = d.id)`

const WRITES: DealWrite[] = [
  { name: 'drop', needs: 'd.stage = 1', run: (c, u, d) => c.get(`/pipeline/drop/${d}/${u}/2`) },
  { name: 'state (lost)', run: (c, u, d) => c.get(`/pipeline/state/${d}/${u}/3`) },
  { name: 'probability', run: (c, u, d) => c.get(`/pipeline/probability/${d}/${u}/90`) },
  { name: 'delete', run: (c, u, d) => c.delete(`/pipeline/${d}/${u}`) },
  {
    name: 'update',
    async run(c, u, d, s) {
      const [deal] = await s.db.query<{ client_id: number }>(
        'SELECT client_id FROM deals WHERE id = $1',
        [d],
      )
      return c.put(`/pipeline/${d}`, {
        id: d,
        userId: u,
        name: 'Matrix',
        clientId: deal!.client_id,
        contactId: 0,
        dealDate: '2025-01-01',
        segmentId: 1,
        branchId: 1,
        stageId: 1,
        probability: 10,
        picId: 0,
      })
    },
  },
  {
    name: 'owners',
    run: (c, u, d) =>
      c.post('/pipeline/owners', {
        dealId: d,
        userId: u,
        segmentId: 1,
        branchId: 1,
        consultants: [],
        rms: [{ userId: USER_IDS.rm, percent: 100, nominal: 0, usePercent: true }],
        tribes: [],
        picId: 0,
      }),
  },
  {
    name: 'client info',
    async run(c, u, d, s) {
      const [row] = await s.db.query<{ client_id: number; contact: number }>(
        'SELECT d.client_id, (SELECT min(id) FROM contacts WHERE client_id = d.client_id) AS contact FROM deals d WHERE d.id = $1',
        [d],
      )
      return c.put(`/pipeline/client/${row!.client_id}`, {
        clientId: row!.client_id,
        dealId: d,
        userId: u,
        companyName: '',
        contactId: row!.contact,
        memberIds: [],
      })
    },
  },
  {
    name: 'status',
    run: (c, u, d) => c.post('/pipeline/status', { status: 'Matrix', dealId: d, userId: u }),
  },
  {
    name: 'projection drop',
    needs: WITH_PERIOD,
    async run(c, u, d, s) {
      const [line] = await s.db.query<{ id: number }>(
        'SELECT pi.id FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id WHERE p.deal_id = $1 LIMIT 1',
        [d],
      )
      return c.get(`/pipeline/projection/drop/${d}/${line!.id}/1/2030/${u}`)
    },
  },
]

describe('role matrix for deal writes', () => {
  for (const write of WRITES) {
    it(`${write.name}: admin, manager and the owning RM may; another RM and the viewer get 403`, async () => {
      const who = await callers(server())
      const actors: Record<Role, [Caller, number, string]> = {
        admin: [who.admin, USER_IDS.admin, 'TRUE'],
        manager: [who.manager, USER_IDS.manager, 'TRUE'],
        rmOwner: [who.rm, USER_IDS.rm, OWNED_BY(USER_IDS.rm)],
        rmOther: [who.rm2, USER_IDS.rm2, NOT_OWNED_BY(USER_IDS.rm2)],
        viewer: [who.viewer, USER_IDS.viewer, 'TRUE'],
      }
      for (const role of ROLES) {
        const [caller, userId, owned] = actors[role]
        const dealId = await takeDeal(
          server(),
          `d.state = 'open' AND ${owned} AND ${write.needs ?? 'TRUE'}`,
        )
        const response = await write.run(caller, userId, dealId, server())
        if (role === 'rmOther' || role === 'viewer') {
          expect(response.status, `${write.name} as ${role}`).toBe(403)
          expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
        } else {
          expect(
            [200, 204],
            `${write.name} as ${role}: ${JSON.stringify(response.body)}`,
          ).toContain(response.status)
        }
      }
    })
  }
})
