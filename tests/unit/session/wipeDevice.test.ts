import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { db } from '../../../src/entities/db.ts'
import {
  heldByAnotherUser,
  markOwner,
  onDeviceWiped,
  wipeDevice,
} from '../../../src/entities/session/wipeDevice.ts'
import { keepCopy, readCopy } from '../../../src/store/firstScreenCopies.ts'
import { deviceId, etagKey, writeMeta } from '../../../src/store/meta.ts'
import { installMemoryStorage } from '../../memoryStorage.ts'
import { pendingOp } from '../../pendingOp.ts'

async function fillAsUser(userId: number): Promise<void> {
  await markOwner(userId)
  await db.clients.put({ id: 5, name: 'PT Sumber Makmur' } as never)
  await db.outbox.add(
    pendingOp({
      type: 'visit.create',
      entity: { table: 'visits', id: -1 },
      args: {},
      base: { version: null, fields: null },
      userId,
    }),
  )
  await writeMeta(db, etagKey(userId, '/api/pipeline/master'), '"v1"')
}

const rowsLeft = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    await Promise.all(db.tables.map(async (table) => [table.name, await table.count()] as const)),
  )

describe('wiping the device', () => {
  it("leaves no row of the user in any table nor a screen's copy, and keeps the device id", async () => {
    const { restore } = installMemoryStorage()
    const device = await deviceId(db)
    await fillAsUser(3)
    keepCopy('board', 3, { cards: [5] })
    expect(await db.outbox.count()).toBe(1)

    await wipeDevice()

    expect(readCopy('board', 3)).toBeNull()
    restore()

    const left = await rowsLeft()
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([['meta', 1]])
    expect(await deviceId(db)).toBe(device)
    expect(await heldByAnotherUser(7)).toBe(false)
  })

  it('tells whether the data on the device is another user’s', async () => {
    await fillAsUser(3)
    expect(await heldByAnotherUser(3)).toBe(false)
    expect(await heldByAnotherUser(4)).toBe(true)
    await wipeDevice()
  })

  it('tells the other tabs, not its own', async () => {
    const heard: string[] = []
    const other = new BroadcastChannel('crm-device')
    other.onmessage = (event: MessageEvent<string>) => heard.push(event.data)
    let ownTabHeard = 0
    const stop = onDeviceWiped(() => ownTabHeard++)

    await wipeDevice()
    await new Promise((resolve) => setTimeout(resolve, 20))

    expect(heard).toEqual(['wiped'])
    expect(ownTabHeard).toBe(0)
    stop()
    other.close()
  })
})
