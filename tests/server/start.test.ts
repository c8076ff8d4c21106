import { spawn } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../src/server/start.ts'

const TSX = join(process.cwd(), 'node_modules/.bin/tsx')

describe('startServer: the built PWA from the same origin', () => {
  let server: RunningServer
  let dir: string
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'crm-static-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><title>CRM</title><div id="root"></div>',
    )
    await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
    await writeFile(join(dir, 'assets', 'index-AbCd1234.js'), script)
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      staticDir: dir,
      seed: false,
      quiet: true,
    })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves hashed assets compressed with a long immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-AbCd1234.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(await response.text()).toBe(script)
  })

  it('serves index.html and sw.js with no-cache', async () => {
    for (const path of ['/index.html', '/sw.js']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('answers index.html for app routes (SPA fallback) but not for /api or missing assets', async () => {
    for (const path of ['/', '/deals', '/clients/12', '/lostdeal?x=1']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('<div id="root">')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
    expect((await fetch(`${server.url}/assets/missing-12345678.js`)).status).toBe(404)
    const api = await fetch(`${server.url}/api/pipeline/master`)
    expect(api.status).toBe(401)
    expect(await api.text()).toBe('')
  })

  it('serves the API health on an empty database (seed: false)', async () => {
    const response = await fetch(`${server.url}/api/health`)
    expect(await response.json()).toEqual({ ok: true })
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    expect(row!.n).toBe(0)
  })
})

describe('startServer: close()', () => {
  it('stops HTTP and closes the database', async () => {
    const server = await startServer({
      port: 0,
      dataDir: 'memory://',
      staticDir: null,
      seed: false,
      quiet: true,
    })
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    await server.close()
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    await expect(server.db.query('SELECT 1')).rejects.toThrow()
  })
})

function run(args: string[], env: Record<string, string>) {
  const child = spawn(TSX, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

describe('src/server/main.ts', () => {
  it('prints the listening line and the demo accounts, and stops cleanly on SIGTERM', async () => {
    const main = run(['src/server/main.ts'], {
      PORT: '0',
      DATA_DIR: 'memory://',
      STATIC_DIR: '',
      DATABASE_URL: '',
    })
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /^CRM listening on http:\/\/localhost:(\d+)$/m.exec(main.output())
        if (match && main.output().includes('viewer@crm.test')) {
          clearInterval(timer)
          resolve(match[1]!)
        }
      }, 100)
      void main.exited.then(() => {
        clearInterval(timer)
        reject(new Error(main.output()))
      })
    })
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200)
    expect(main.output()).toContain('admin@crm.test')
    expect(main.output()).toContain('demo1234')
    main.child.kill('SIGTERM')
    expect(await main.exited).toBe(0)
  }, 60_000)
})

describe('src/server/seed/cli.ts', () => {
  it('seeds N deals, leaves a seeded database alone, and reseeds with --reset', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'crm-seed-'))
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
      const first = run(['src/server/seed/cli.ts', '--deals', '30'], env)
      expect(await first.exited, first.output()).toBe(0)
      expect(first.output()).toMatch(/Seeded 30 deals, \d+ clients/)
      const again = run(['src/server/seed/cli.ts', '--deals', '30'], env)
      expect(await again.exited).toBe(0)
      expect(again.output()).toContain('nothing seeded')
      const reset = run(['src/server/seed/cli.ts', '--deals', '12', '--reset'], env)
      expect(await reset.exited).toBe(0)
      expect(reset.output()).toMatch(/Seeded 12 deals/)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
