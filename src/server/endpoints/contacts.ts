import { CONTACT_ROUTES, type DeleteContactResponse } from '../../contract/contacts.ts'
import { clientForWrite } from '../clients/access.ts'
import { contactForWrite } from '../contacts/access.ts'
import { readContact, readContactList } from '../contacts/read.ts'
import { deleteContact, insertContact, updateContact } from '../contacts/store.ts'
import type { Api } from '../http/api.ts'

/** The contact list, and saving or deleting one contact of a client. */
export function registerContactRoutes(api: Api): void {
  api.serve(CONTACT_ROUTES.list, async (call) => ({
    body: await readContactList(call.db, call.input.params),
  }))

  api.serve(CONTACT_ROUTES.save, async (call) => {
    const { contactId, clientId } = call.input.params
    const input = call.input.body
    await clientForWrite(call, clientId, { ownersOnly: false, ifMatch: false })
    if (contactId === 0) {
      const created = await insertContact(call.db, clientId, input)
      return { body: await readContact(call.db, created) }
    }
    await contactForWrite(call, clientId, contactId)
    await updateContact(call.db, contactId, input)
    return { body: await readContact(call.db, contactId) }
  })

  api.serve(CONTACT_ROUTES.remove, async (call) => {
    const { clientId, contactId } = call.input.params
    await clientForWrite(call, clientId, { ownersOnly: true, ifMatch: false })
    await contactForWrite(call, clientId, contactId)
    await deleteContact(call.db, contactId)
    const answer: DeleteContactResponse = { clientId, contactId }
    return { body: answer }
  })
}
