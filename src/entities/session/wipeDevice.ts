/**
 * Takes the user's data off this device: the app's whole database (rows, outbox, search index,
 * ETags, the session copy) is deleted and comes back empty on its next use, and the screens'
 * first-screen copies (store/firstScreenCopies.ts) are forgotten. Deleting the database
 * is one step whatever its size, where clearing its tables would read every row for the search
 * index. Other tabs of the app are told first and leave for the sign-in page, so none shows a row
 * of it afterwards; their connections close by themselves so the deletion is not blocked.
 */
import { forgetCopies } from '../../store/firstScreenCopies.ts'
import { DEVICE_ID_KEY, deviceId, readMeta, writeMeta } from '../../store/meta.ts'
import { SESSION_KEY } from '../../store/sessionRow.ts'
import { db } from '../db.ts'

const CHANNEL_NAME = 'crm-device'
const WIPED = 'wiped'
/** The user whose data this device holds (set at sign-in). */
const OWNER_KEY = 'owner'

// One channel for the page: a message never reaches the channel that posted it, so the wiping
// tab is not sent away while it deletes.
let pageChannel: BroadcastChannel | null | undefined
const channel = (): BroadcastChannel | null =>
  (pageChannel ??=
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME))

/** The device id stays: it names the browser, not the user (sign-ins send it). */
export async function wipeDevice(): Promise<void> {
  const device = await deviceId(db)
  channel()?.postMessage(WIPED)
  forgetCopies()
  await db.delete({ disableAutoOpen: false })
  await writeMeta(db, DEVICE_ID_KEY, device)
}

/** Calls `listener` when another tab wiped the device. */
export function onDeviceWiped(listener: () => void): () => void {
  const listen = channel()
  if (!listen) return () => undefined
  const onMessage = (event: MessageEvent) => {
    if (event.data === WIPED) listener()
  }
  listen.addEventListener('message', onMessage)
  return () => listen.removeEventListener('message', onMessage)
}

/**
 * True when the device holds another user's data: signing in then wipes it first, so the new
 * user never sees a row of it (a session that ended without a sign-out leaves its data behind).
 */
export async function heldByAnotherUser(userId: number): Promise<boolean> {
  const owner =
    (await readMeta<number>(db, OWNER_KEY)) ?? (await db.session.get(SESSION_KEY))?.profile.id
  return owner !== undefined && owner !== userId
}

export const markOwner = (userId: number): Promise<void> => writeMeta(db, OWNER_KEY, userId)
