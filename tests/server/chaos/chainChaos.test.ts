/**
 * Creates that name each other's temporary ids, under chaos: an admin and an RM, mostly offline
 * or through a faulty network (lost requests and answers, duplicates, late and slow answers,
 * expired tokens), make companies, their contacts, deals for them, visits and proposals on the
 * deals (each naming its parents by the ids the screen held: temp ids while, and after, the
 * parents wait), edit and delete them, move projected invoices, and the admin edits what the RM
 * made. Apps restart abandoning requests in flight, the server restarts twice, and the RM's
 * service worker drains the same database beside the tab (no Web Locks in Node: both at once).
 * After convergence: every accepted create exists once under the server id its answer gave,
 * every child names its parent's server id, each entity equals its create with its accepted
 * edits in version order, no temp id reached the server or stayed on a device, no op went out
 * from two drains at once, nothing was lost or applied twice (chainModel.ts, chainLocal.ts).
 * The people also delete deals made for it and upload their documents, add, edit, move back,
 * invoice and delete invoices, submit and decide targets, save their profiles, and the admin
 * makes, edits and deletes teams and RMs: every op type is accepted in every run (coverage.ts;
 * chainMore.ts, chainModelMore.ts).
 * Each run takes the regression seeds and one random seed (printed); reproduce one with
 * CHAOS_SEED=<the seed>.
 */
import 'fake-indexeddb/auto'
import { expect, it } from 'vitest'
import { runChains } from './chainRun.ts'
import { uncoveredTypes } from './coverage.ts'
import { chaosSeeds } from './random.ts'
import { ServerHost } from './serverHost.ts'

it('covers every registered op type, in this suite or the outbox suite (coverage.ts)', () => {
  expect(uncoveredTypes()).toEqual([])
})

for (const seed of chaosSeeds()) {
  it(`creates chained on temp ids converge: each once, on its parents' server ids (CHAOS_SEED=${seed})`, async () => {
    const host = new ServerHost()
    try {
      await runChains(host, seed)
    } finally {
      await host.close()
    }
  }, 240_000)
}
