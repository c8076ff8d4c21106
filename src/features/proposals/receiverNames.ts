/**
 * The Proposal card's Receiver client: the contacts' names, from the contacts this device holds
 * (entities/contacts/proposalReceiverReads.ts) or, failing that, the names the deal's detail gives
 * its contacts (as the Proposal dialog offers them).
 */
import type { IdText } from '../../contract/common.ts'

/**
 * The receivers in words: 'Budi Santoso, Sari Dewi'; contacts known by neither source are
 * counted ('Budi Santoso and 1 contact not on this device'); '-' for none.
 */
export function receiverNamesText(
  contactIds: readonly number[],
  held: ReadonlyMap<number, string>,
  known: readonly IdText[],
): string {
  const fromDeal = new Map(
    known.filter((contact) => contact.text.trim() !== '').map((c) => [c.id, c.text.trim()]),
  )
  const names: string[] = []
  let missing = 0
  for (const id of contactIds) {
    const name = held.get(id) ?? fromDeal.get(id)
    if (name === undefined) missing++
    else names.push(name)
  }
  if (missing === 0) return names.length > 0 ? names.join(', ') : '-'
  const notHeld = `${missing} ${missing === 1 ? 'contact' : 'contacts'} not on this device`
  return names.length > 0 ? `${names.join(', ')} and ${notHeld}` : notHeld
}
