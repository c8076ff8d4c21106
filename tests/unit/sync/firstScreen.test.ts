import 'fake-indexeddb/auto'
import { Dexie, type ObservabilitySet } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import {
  FIRST_SCREEN_CARDS,
  pipelineListKey,
  pipelinePull,
} from '../../../src/entities/deals/dealLists.ts'
import { pointKeys } from '../../../src/store/tableMirror.ts'
import { arrivingFirstScreen, forgetFirstScreen } from '../../../src/sync/arrivingFirstScreens.ts'
import { listFetchedAt, listIds, pullList } from '../../../src/sync/pull.ts'
import { syncHarness, USER } from './harness.ts'

const LIST = pipelineListKey(ALL_DEALS)

/** The deal keys of each commit that wrote deals, in order. */
function dealCommits(db: Dexie): { keys: number[][]; stop(): void } {
  const keys: number[][] = []
  const listener = (parts: ObservabilitySet) => {
    const tree = parts[`idb://${db.name}/deals/`]
    const written = tree ? (pointKeys(tree, 10_000) ?? []) : []
    if (written.length > 0) keys.push(written.sort((a, b) => a - b))
  }
  Dexie.on('storagemutated', listener)
  return { keys, stop: () => Dexie.on.storagemutated.unsubscribe(listener) }
}

let stopWatching: (() => void) | null = null
afterEach(() => {
  stopWatching?.()
  forgetFirstScreen(LIST)
})

const offeredIds = () => arrivingFirstScreen(LIST)?.map((row) => row.dealId as number)

describe("a first pull of the board's list", () => {
  function harnessWith(inStage1: number, inStage2: number) {
    const harness = syncHarness()
    for (let id = 1; id <= inStage1; id++) harness.server.addDeal({ dealId: id, stage: 1 })
    for (let id = 101; id <= 100 + inStage2; id++) harness.server.addDeal({ dealId: id, stage: 2 })
    const commits = dealCommits(harness.db)
    stopWatching = commits.stop
    /** The deal commits and the offered first screen when the pull waited for the page to draw. */
    const drawnAt: { commits: number; offered: number[] | undefined }[] = []
    const pull = () =>
      pullList(harness.db, harness.server, pipelinePull(ALL_DEALS), {
        userId: USER,
        now: () => harness.clock.now,
        drawn: async () =>
          void drawnAt.push({ commits: commits.keys.length, offered: offeredIds() }),
      })
    return { harness, commits, pull, drawnAt }
  }

  it("offers each column's first cards in memory, then writes the whole answer in one commit", async () => {
    const { harness, commits, pull, drawnAt } = harnessWith(FIRST_SCREEN_CARDS + 5, 3)
    const first = [...Array.from({ length: FIRST_SCREEN_CARDS }, (_, i) => i + 1), 101, 102, 103]

    const result = await pull()

    expect(result).toMatchObject({
      received: FIRST_SCREEN_CARDS + 8,
      written: FIRST_SCREEN_CARDS + 8,
    })
    // The page was given the first screen to draw before anything was written.
    expect(drawnAt).toEqual([{ commits: 0, offered: first }])
    expect(commits.keys).toHaveLength(1)
    expect(commits.keys[0]).toHaveLength(FIRST_SCREEN_CARDS + 8)
    expect(await harness.db.deals.count()).toBe(FIRST_SCREEN_CARDS + 8)
    const ids = await listIds(harness.db, LIST)
    expect(ids).toHaveLength(FIRST_SCREEN_CARDS + 8)
    expect(new Set(ids)).toEqual(new Set((await harness.db.deals.toArray()).map((d) => d.dealId)))
    expect(await listFetchedAt(harness.db, LIST)).toBe(harness.clock.now)
  })

  it('offers nothing once the device holds the list, nor when the first screen is all', async () => {
    const held = harnessWith(FIRST_SCREEN_CARDS + 5, 0)
    await held.pull()
    forgetFirstScreen(LIST)
    held.harness.server.changeDeal(1, { dealName: 'Renamed' })
    held.commits.keys.length = 0
    await held.pull()
    expect(held.commits.keys).toHaveLength(1)
    expect(held.drawnAt).toHaveLength(1)
    expect(offeredIds()).toBeUndefined()
    stopWatching?.()

    const small = harnessWith(3, 2)
    await small.pull()
    expect(small.commits.keys).toEqual([[1, 2, 3, 101, 102]])
    expect(small.drawnAt).toEqual([])
    expect(offeredIds()).toBeUndefined()
  })

  it('forgets the offered first screen when the answer could not be stored', async () => {
    const { harness } = harnessWith(FIRST_SCREEN_CARDS + 5, 3)
    let offered: number[] | undefined
    const pull = pullList(harness.db, harness.server, pipelinePull(ALL_DEALS), {
      userId: USER,
      now: () => harness.clock.now,
      // The page draws the offer; the database is closed before the answer is written.
      drawn: async () => {
        offered = offeredIds()
        harness.db.close()
      },
    })

    await expect(pull).rejects.toThrow()

    expect(offered).toHaveLength(FIRST_SCREEN_CARDS + 3)
    expect(offeredIds()).toBeUndefined()
  })

  it('is one commit where nobody waits for the page to draw (a screen pulling its own filter)', async () => {
    const { harness, commits } = harnessWith(FIRST_SCREEN_CARDS + 5, 3)
    await pullList(harness.db, harness.server, pipelinePull(ALL_DEALS), {
      userId: USER,
      now: () => harness.clock.now,
    })
    expect(commits.keys).toHaveLength(1)
    expect(commits.keys[0]).toHaveLength(FIRST_SCREEN_CARDS + 8)
  })
})
