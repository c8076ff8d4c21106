/** The real reference server in-process on a temp data dir, restartable on the same port. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Db } from '../../../src/server/db/db.ts'
import { startServer, type RunningServer } from '../../../src/server/start.ts'
import type { Random } from './random.ts'

export class ServerHost {
  private running: RunningServer | null = null
  private port = 0
  readonly dataDir = mkdtempSync(join(tmpdir(), 'crm-chaos-'))
  restarts = 0

  get url(): string {
    return `http://localhost:${this.port}`
  }

  get db(): Db {
    if (!this.running) throw new Error('The server is down')
    return this.running.db
  }

  async start(deals: number): Promise<void> {
    this.running = await startServer({
      port: this.port,
      dataDir: this.dataDir,
      staticDir: null,
      quiet: true,
      seed: { deals },
    })
    this.port = this.running.port
  }

  /** Close (connections dropped mid-request) and open again on the same data dir and port. */
  async restart(downForMs: number): Promise<void> {
    const running = this.running
    this.running = null
    await running?.close()
    await new Promise((resolve) => setTimeout(resolve, downForMs))
    this.running = await startServer({
      port: this.port,
      dataDir: this.dataDir,
      staticDir: null,
      quiet: true,
      seed: false,
    })
    this.restarts++
  }

  async close(): Promise<void> {
    await this.running?.close()
    this.running = null
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server restarts `times` times, evenly as the work's done count goes to `total`. */
export async function restartAlong(
  host: { restart(downForMs: number): Promise<void> },
  times: number,
  random: Random,
  progress: { done: number },
  total: number,
): Promise<void> {
  for (let restart = 1; restart <= times; restart++) {
    while (progress.done < (total * restart) / (times + 1)) await sleep(10)
    await host.restart(random.int(20, 200))
  }
}
