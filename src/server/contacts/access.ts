import { IF_MATCH_HEADER } from '../../contract/common.ts'
import type { Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { notFound } from '../http/errors.ts'
import { readContact } from './read.ts'
import { lockContact } from './store.ts'

/**
 * The client's contact a write acts on, locked: 404 when the client has no such contact, 412
 * with the contact when the If-Match version (when sent) is stale. The caller locked the client.
 */
export async function contactForWrite(
  call: Call,
  clientId: number,
  contactId: number,
): Promise<void> {
  const current = await lockContact(call.db, contactId, clientId)
  if (!current) throw notFound('Contact')
  await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
    readContact(call.db, contactId),
  )
}
