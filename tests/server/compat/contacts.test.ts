import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import { EXTRA, signedIn } from './compatClient.ts'

const server = serverForFile()

/** A month (YYYYMM) in which seeded contacts were added, and one such contact with its client. */
async function seededContact() {
  const [row] = await server().db.query<{ period: string; id: number; client_id: number }>(
    `SELECT to_char(created_at, 'YYYYMM') AS period, id, client_id FROM contacts
      WHERE NOT EXISTS (SELECT 1 FROM deals d WHERE d.contact_id = contacts.id)
        AND NOT EXISTS (SELECT 1 FROM deal_members m WHERE m.contact_id = contacts.id)
        AND NOT EXISTS (SELECT 1 FROM proposal_contacts p WHERE p.contact_id = contacts.id)
      ORDER BY id DESC LIMIT 1`,
  )
  return { period: Number(row!.period), contactId: row!.id, clientId: row!.client_id }
}

const contactBody = {
  valid: true,
  salutation: 'Ms.',
  name: 'Sari Dewi',
  email: 'sari@compat.example',
  phone: '+62822222',
  department: 'Finance',
  position: 'Manager',
  ...EXTRA,
}

describe('client contacts as existing clients call them', () => {
  it('loads the contact list /clients/contact/{YYYYMM}/{industry}/1/5/* and reads contacts and info', async () => {
    const admin = await signedIn(server(), 'admin')
    const { period } = await seededContact()
    const reply = await admin.get(`/clients/contact/${period}/0/1/5/*`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.info).toEqual({ page: 1, perPage: 5, total: expect.any(Number) })
    expect(reply.body.contacts[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      department: expect.any(String),
    })
  })

  it('edits a contact with PUT /clients/contact/{id}/{clientId}/{userId} and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const { contactId, clientId } = await seededContact()
    const reply = await admin.put(`/clients/contact/${contactId}/${clientId}/${admin.userId}`, {
      ...contactBody,
      id: contactId,
      clientId,
    })
    expect(reply.status, reply.text).toBe(200)
    const detail = await admin.get(`/clients/${clientId}`)
    const saved = detail.body.contacts.find((c: { id: number }) => c.id === contactId)
    expect(saved).toMatchObject({ name: 'Sari Dewi', department: 'Finance' })
  })

  it('deletes a contact with DELETE /clients/contact/{clientId}/{contactId}/{userId} and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const { clientId } = await seededContact()
    const added = await admin.put(`/clients/contact/0/${clientId}/${admin.userId}`, contactBody)
    expect(added.status, `setup: ${added.text}`).toBe(200)
    const reply = await admin.delete(
      `/clients/contact/${clientId}/${added.body.id}/${admin.userId}`,
    )
    expect(reply.status, reply.text).toBe(200)
  })

  it('exports contacts with /clients/contact/exportjson/{YYYYMM}/{industry}/* and reads items', async () => {
    const admin = await signedIn(server(), 'admin')
    const { period } = await seededContact()
    const reply = await admin.get(`/clients/contact/exportjson/${period}/0/*`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.items[0]).toMatchObject({
      company: expect.any(String),
      executive: expect.any(String),
    })
  })

  it('exports contacts with the two-segment path /clients/contact/exportjson/{YYYYMM}/{industry}', async () => {
    const admin = await signedIn(server(), 'admin')
    const { period } = await seededContact()
    const reply = await admin.get(`/clients/contact/exportjson/${period}/0`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.items[0]).toMatchObject({
      company: expect.any(String),
      executive: expect.any(String),
    })
  })
})
