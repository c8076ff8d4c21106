/**
 * Two API servers on one PostgreSQL database behind a balancer, each with its own connection pool
 * (what two processes would have); a restart takes one down while the other keeps serving.
 */
import type { Db } from '../../../src/server/db/db.ts'
import { startServer, type RunningServer } from '../../../src/server/start.ts'
import { createTestDatabase } from '../harness.ts'
import { Balancer } from './balancer.ts'
import type { Random } from './random.ts'

export class ClusterHost {
  private nodes: (RunningServer | null)[] = [null, null]
  private ports = [0, 0]
  private database: { url: string; drop(): Promise<void> } | null = null
  private readonly balancer: Balancer
  restarts = 0

  constructor(
    private readonly adminUrl: string,
    private readonly random: Random,
  ) {
    this.balancer = new Balancer(
      () => this.nodes.flatMap((node, i) => (node ? [`http://127.0.0.1:${this.ports[i]}`] : [])),
      random.fork(),
      0.15,
    )
  }

  get url(): string {
    return this.balancer.url
  }

  get db(): Db {
    const node = this.nodes.find((running) => running !== null)
    if (!node) throw new Error('Both servers are down')
    return node.db
  }

  get stats() {
    return { forwarded: this.balancer.forwarded, doubled: this.balancer.doubled }
  }

  private async startNode(index: number, seed: false | { deals: number }): Promise<void> {
    const node = await startServer({
      port: this.ports[index]!,
      databaseUrl: this.database!.url,
      staticDir: null,
      quiet: true,
      seed,
    })
    this.ports[index] = node.port
    this.nodes[index] = node
  }

  async start(deals: number): Promise<void> {
    this.database = await createTestDatabase(this.adminUrl)
    await this.startNode(0, { deals })
    await this.startNode(1, false)
    await this.balancer.start()
  }

  /** One of the two, at random, goes down for a while; the other keeps answering. */
  async restart(downForMs: number): Promise<void> {
    const index = this.random.int(0, 1)
    const node = this.nodes[index]
    this.nodes[index] = null
    await node?.close()
    await new Promise((resolve) => setTimeout(resolve, downForMs))
    await this.startNode(index, false)
    this.restarts++
  }

  async close(): Promise<void> {
    await this.balancer.close()
    for (const node of this.nodes) await node?.close()
    await this.database?.drop()
  }
}
