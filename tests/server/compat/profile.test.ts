/** The Profile page of existing clients: every role reads and saves itself through the RM call. */
import { describe, expect, it } from 'vitest'
import { serverForFile, USER_IDS, type Json } from '../harness.ts'
import { EXTRA, signedIn, type CompatClient } from './compatClient.ts'

const server = serverForFile()

/** A png's first bytes, as the photo picker sends it (base64 of the file). */
const PHOTO_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString(
  'base64',
)

/** The RM form's save body, built from the detail it read, as the Profile page sends it. */
const saveBody = (client: CompatClient, detail: Json, changes: Record<string, unknown>) => ({
  id: detail.id,
  name: detail.name,
  nik: detail.nik,
  email: detail.email,
  phone: detail.phone,
  address: detail.address,
  jobTitle: detail.jobTitle,
  segmentId: detail.segment?.id ?? 1,
  branchId: detail.branch?.id ?? 1,
  fileBase64: '',
  filename: '',
  userId: client.userId,
  platformId: 2,
  ...EXTRA,
  ...changes,
})

const versionOf = async (userId: number): Promise<number> => {
  const [row] = await server().db.query<{ version: number }>(
    'SELECT version FROM users WHERE id = $1',
    [userId],
  )
  return row!.version
}

describe('the Profile page through GET and PUT /pipeline/rm/{ownId}', () => {
  it('reads and saves their own profile for every role: administrator, manager, RM and read only', async () => {
    for (const who of ['admin', 'manager', 'rm', 'viewer'] as const) {
      const me = await signedIn(server(), who)
      const read = await me.get(`/pipeline/rm/${me.userId}`)
      expect(read.status, `${who}: ${read.text}`).toBe(200)
      expect(read.body, who).toMatchObject({
        id: me.userId,
        name: expect.any(String),
        email: expect.stringContaining('@crm.test'),
        phone: expect.any(String),
        address: expect.any(String),
        jobTitle: expect.any(String),
      })
      const phone = `+62811-0000-00${me.userId}`
      const saved = await me.put(
        `/pipeline/rm/${me.userId}`,
        saveBody(me, read.body, { name: `${read.body.name} Jr`, phone, address: 'Jl. Thamrin 2' }),
      )
      expect(saved.status, `${who}: ${saved.text}`).toBe(204)
      const again = await me.get(`/Pipeline/rm/${me.userId}`)
      expect(again.body, who).toMatchObject({
        name: `${read.body.name} Jr`,
        phone,
        address: 'Jl. Thamrin 2',
        segment: { id: expect.any(Number), text: expect.any(String) },
        branch: { id: expect.any(Number), text: expect.any(String) },
      })
    }
  })

  it('saves a new photo with the profile and reads its fileUrl', async () => {
    const rm = await signedIn(server(), 'rm')
    const read = await rm.get(`/pipeline/rm/${rm.userId}`)
    const saved = await rm.put(
      `/pipeline/rm/${rm.userId}`,
      saveBody(rm, read.body, { fileBase64: PHOTO_BASE64, filename: 'me.png' }),
    )
    expect(saved.status, saved.text).toBe(204)
    const again = await rm.get(`/pipeline/rm/${rm.userId}`)
    expect(again.body.fileUrl).toMatch(/^\/File\/view\//i)
  })

  it("leaves other people's profiles to role 1 (only an RM's), and writes nothing on a refusal", async () => {
    const manager = await signedIn(server(), 'manager')
    const rm = await signedIn(server(), 'rm')
    const rmDetail = (await rm.get(`/pipeline/rm/${USER_IDS.rm}`)).body
    const before = await versionOf(USER_IDS.rm)
    const byManager = await manager.put(
      `/pipeline/rm/${USER_IDS.rm}`,
      saveBody(manager, rmDetail, { name: 'Taken over' }),
    )
    expect(byManager.status).toBe(403)
    const rm2Detail = (await rm.get(`/pipeline/rm/${USER_IDS.rm2}`)).body
    const byPeer = await rm.put(
      `/pipeline/rm/${USER_IDS.rm2}`,
      saveBody(rm, rm2Detail, { name: 'Taken over' }),
    )
    expect(byPeer.status).toBe(403)
    const badEmail = await rm.put(
      `/pipeline/rm/${rm.userId}`,
      saveBody(rm, rmDetail, { email: 'not-an-email' }),
    )
    expect(badEmail.status).toBe(400)
    expect(badEmail.body).toEqual([{ description: expect.stringContaining('email') }])
    expect(await versionOf(USER_IDS.rm)).toBe(before)

    const admin = await signedIn(server(), 'admin')
    const byAdmin = await admin.put(
      `/pipeline/rm/${USER_IDS.rm2}`,
      saveBody(admin, rm2Detail, { jobTitle: 'Senior RM' }),
    )
    expect(byAdmin.status, byAdmin.text).toBe(204)
    // Another user who is not an RM stays out of reach, to role 1 too.
    expect((await admin.get(`/pipeline/rm/${USER_IDS.manager}`)).status).toBe(404)
  })
})
