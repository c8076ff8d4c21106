/**
 * The op types load after the first screen: a command made before they arrive waits for them
 * before it opens its transaction (awaiting their import inside it would end the transaction).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { command, enqueue, inOneTransaction } from '../../../src/sync/commands.ts'
import { loadOpTypesWith } from '../../../src/sync/opRegistry.ts'
import { clientsHarness, company, USER } from '../clients/clientsSyncHarness.ts'

/** Op types whose loading takes a while (they are registered already: only the wait is real). */
const slowLoading = () => {
  let loaded = false
  loadOpTypesWith(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          loaded = true
          resolve()
        }, 30),
      ),
  )
  return () => loaded
}

describe('a command made before the op types have loaded', () => {
  afterEach(() => loadOpTypesWith(async () => undefined))

  it('queues its op inside its own transaction once they are there', async () => {
    const loaded = slowLoading()
    const { db } = clientsHarness()
    await db.clients.put({ ...company(), id: 9, crmIndustryId: 2, version: 1 })
    await command(db, (each) =>
      each.enqueue('client.update', { clientId: 9, ...company({ company: 'PT Baru' }) }, USER),
    )
    expect(loaded()).toBe(true)
    expect((await db.outbox.toArray()).map((op) => op.type)).toEqual(['client.update'])
    expect((await db.clients.get(9))?.company).toBe('PT Baru')
  })

  it('queues several ops in one transaction once they are there', async () => {
    slowLoading()
    const { db } = clientsHarness()
    await inOneTransaction(db, async () => {
      await enqueue(db, 'client.create', company(), USER)
      await enqueue(db, 'client.create', company({ company: 'PT Dua' }), USER)
    })
    expect(await db.outbox.count()).toBe(2)
  })
})
