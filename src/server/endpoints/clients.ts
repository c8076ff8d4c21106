import {
  CLIENT_ROUTES,
  type ClientSaveRequest,
  type ClientSaveResponse,
  type DeleteClientResponse,
} from '../../contract/clients.ts'
import { clientForWrite } from '../clients/access.ts'
import { readClientList, readClientListByPeriod } from '../clients/list.ts'
import { readClientDetail, searchClients } from '../clients/read.ts'
import {
  countClientUsage,
  deleteClient,
  insertClient,
  saveClientParts,
  updateClient,
} from '../clients/store.ts'
import type { Db } from '../db/db.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { badRequest, conflict, notFound } from '../http/errors.ts'
import { requireExisting, requireUsers } from '../http/references.ts'

async function validateClientReferences(db: Db, input: ClientSaveRequest): Promise<void> {
  await requireExisting(db, 'industry', input.industryId)
  if (input.segmentId > 0) await requireExisting(db, 'segment', input.segmentId)
  await requireUsers(db, input.relManagerIds)
}

/** Client search, list, detail, create, update and delete. */
export function registerClientRoutes(api: Api): void {
  api.serve(CLIENT_ROUTES.search, async (call) => ({
    body: await searchClients(call.db, call.input.params.text),
  }))

  api.serve(CLIENT_ROUTES.list, async (call) => ({
    body: await readClientList(call.db, call.input.params),
  }))

  api.serve(CLIENT_ROUTES.listByPeriod, async (call) => ({
    body: await readClientListByPeriod(call.db, call.input.params),
  }))

  api.serve(CLIENT_ROUTES.detail, async (call) => {
    const detail = await readClientDetail(call.db, call.input.params.clientId)
    if (!detail) throw notFound('Client')
    return { body: detail }
  })

  api.serve(CLIENT_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.contacts.some((contact) => contact.id > 0)) {
      throw badRequest('A new client has no contacts with an id yet')
    }
    await validateClientReferences(call.db, input)
    const client = await insertClient(call.db, input, call.actor.id)
    await saveClientParts(call.db, client.id, input)
    const answer: ClientSaveResponse = { client: { id: client.id }, version: client.version }
    return { body: answer }
  })

  api.serve(CLIENT_ROUTES.update, async (call) => {
    const { clientId } = call.input.params
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.id !== 0 && input.id !== clientId)
      throw badRequest('id must be the client of the path')
    await clientForWrite(call, clientId, { ownersOnly: false, ifMatch: true })
    await validateClientReferences(call.db, input)
    const version = await updateClient(call.db, clientId, input)
    await saveClientParts(call.db, clientId, input)
    const answer: ClientSaveResponse = { client: { id: clientId }, version }
    return { body: answer }
  })

  api.serve(CLIENT_ROUTES.remove, async (call) => {
    const { clientId } = call.input.params
    const client = await clientForWrite(call, clientId, { ownersOnly: true, ifMatch: true })
    const usage = await countClientUsage(call.db, clientId)
    if (usage && usage.deals + usage.invoices + usage.visits > 0) {
      throw conflict(
        `${client.company} still has ${usage.deals} deal(s), ${usage.invoices} invoice(s) and ${usage.visits} visit(s)`,
      )
    }
    await deleteClient(call.db, clientId)
    const answer: DeleteClientResponse = { company: client.company }
    return { body: answer }
  })
}
