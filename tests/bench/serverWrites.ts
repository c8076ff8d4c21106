// The server's write cost as the data grows: a status update and a stage drop through the API,
// one at a time, on the BENCH_DEALS seed beside the same writes on the demo seed (680 deals) in
// the same run. A write whose work grows with the tables shows as a ratio above 1.
import { startServer } from '../../src/server/start.ts'
import { clearDatabase } from '../../src/server/seed/seed.ts'
import { DEFAULT_DEALS } from '../../src/server/seed/seed.ts'
import { adminLogin } from './apiLogin.ts'
import { record } from './figures.ts'
import { median, percentile } from './stats.ts'

const DEALS = Number(process.env.BENCH_DEALS ?? 5000)
const WRITES = 60
const WARM_UP = 5

interface WriteTimes {
  status: number[]
  drop: number[]
}

async function send(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init)
  await response.text()
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`)
}

/** Status updates and stage drops on open deals spread over the list, timed one by one. */
async function timeWrites(deals: number): Promise<WriteTimes> {
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    staticDir: null,
    seed: { deals },
    quiet: true,
    liveStreams: 0,
  })
  try {
    const { token, userId } = await adminLogin(server.url)
    const auth = { authorization: `Bearer ${token}` }
    const list = await fetch(`${server.url}/api/pipeline/0/0/0/0/0/0`, { headers: auth })
    const cards = (await list.json()) as { dealId: number; stage: number }[]
    const times: WriteTimes = { status: [], drop: [] }
    for (let i = 0; i < WARM_UP + WRITES; i++) {
      const card = cards[Math.floor((i * cards.length) / (WARM_UP + WRITES))]!
      const key = () => ({ 'idempotency-key': crypto.randomUUID() })
      let started = performance.now()
      await send(`${server.url}/api/pipeline/status`, {
        method: 'POST',
        headers: { ...auth, ...key(), 'content-type': 'application/json' },
        body: JSON.stringify({ status: `Bench note ${i}`, dealId: card.dealId, userId }),
      })
      if (i >= WARM_UP) times.status.push(performance.now() - started)
      const stage = card.stage === 2 ? 3 : 2
      started = performance.now()
      await send(`${server.url}/api/pipeline/drop/${card.dealId}/${userId}/${stage}`, {
        headers: { ...auth, ...key() },
      })
      if (i >= WARM_UP) times.drop.push(performance.now() - started)
    }
    // On PostgreSQL (DATABASE_URL) the next seed needs the database empty again.
    if (process.env.DATABASE_URL) await clearDatabase(server.db)
    return times
  } finally {
    await server.close()
  }
}

export async function serverWritesBench(): Promise<void> {
  const onPostgres = Boolean(process.env.DATABASE_URL)
  const where = onPostgres ? ' on PostgreSQL' : ''
  const small = await timeWrites(DEFAULT_DEALS)
  const large = await timeWrites(DEALS)
  console.log(`\nWrites through the API${where}, ${WRITES} of each, one at a time:`)
  for (const [name, key] of [
    ['status update', 'status'],
    ['stage drop', 'drop'],
  ] as const) {
    console.log(
      `  ${name.padEnd(14)} ${DEFAULT_DEALS} deals p50 ${median(small[key]).toFixed(1)} ms p95 ${percentile(small[key], 95).toFixed(1)} ms;` +
        ` ${DEALS} deals p50 ${median(large[key]).toFixed(1)} ms p95 ${percentile(large[key], 95).toFixed(1)} ms`,
    )
    record({
      name: `${name} at ${DEALS} deals (p50)${where}`,
      value: median(large[key]),
      unit: 'ms',
      limit: median(small[key]),
      limitName: `the same write at ${DEFAULT_DEALS} deals`,
      goal: { ratio: 1.5 },
    })
  }
}
