/**
 * The server said the user's account was deactivated. The device hands the user's unsent changes
 * to the server, where they are kept for an administrator, then wipes the user's data and shows
 * the sign-in page saying why. Once per page, however many calls were refused meanwhile.
 */
import { handOver } from '../api/auth.ts'
import { MAX_HANDOVER_CHANGES, type HandedOverChange } from '../contract/auth.ts'
import { db } from '../entities/db.ts'
import { browserSession } from '../entities/session/browserSession.ts'
import { noteSignedOutReason } from '../entities/session/signedOutReason.ts'
import { deviceId } from '../store/meta.ts'
import type { OutboxOp } from '../store/outbox.ts'
import type { Session } from '../store/session.ts'
import { apiClient } from './apiClient.ts'
import { wipeThisDevice } from './signOut.ts'
import { describeOp } from './sync/describeOp.ts'
import { syncEngine } from './sync/syncEngine.ts'

/** A handed-over payload keeps the values a person typed; files and long texts are elided. */
const LONGEST_VALUE = 2000
const LONGEST_PAYLOAD = 20_000

let leaving: Promise<void> | null = null

export function leaveDeactivatedAccount(): Promise<void> {
  leaving ??= handOverThenWipe()
  return leaving
}

async function handOverThenWipe(): Promise<void> {
  await syncEngine.stop({ abandon: true })
  const session = browserSession.current() ?? (await browserSession.storedCopy()) ?? null
  if (session) {
    try {
      await handOverUnsent(session)
    } catch (error) {
      // The data still leaves: a deactivated user's device keeps nothing.
      console.error('The unsent changes could not be handed over:', error)
    }
  }
  noteSignedOutReason('deactivated')
  await wipeThisDevice()
}

async function handOverUnsent(session: Session): Promise<void> {
  const ops = await db.outbox.where('userId').equals(session.profile.id).sortBy('seq')
  const changes = ops.map(handedOver)
  const device = await deviceId(db)
  for (let start = 0; start < changes.length; start += MAX_HANDOVER_CHANGES) {
    await handOver(apiClient, {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      deviceId: device,
      changes: changes.slice(start, start + MAX_HANDOVER_CHANGES),
    })
  }
}

function handedOver(op: OutboxOp): HandedOverChange {
  const payload = JSON.stringify(op.args, (_key, value: unknown) =>
    typeof value === 'string' && value.length > LONGEST_VALUE
      ? `[${value.length} characters left out]`
      : value,
  )
  return {
    opId: op.opId,
    type: op.type,
    label: describeOp(op).action.slice(0, 500),
    createdAt: new Date(op.createdAt).toISOString(),
    payload: payload.slice(0, LONGEST_PAYLOAD),
  }
}
