/** An API server in a child process of its own (`npm run serve`), for what one process cannot show. */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

export interface SpawnedServer {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export interface SpawnOptions {
  /** The module the child runs (default the server's main); one that imports it adds to it. */
  entry?: string
  /** Node's own flags (e.g. --expose-gc). */
  nodeArgs?: readonly string[]
  /** An IPC channel to the child (child.send, its 'message' events). */
  ipc?: boolean
}

/** `env`: DATABASE_URL, or DATA_DIR ('memory://'), and anything else the server reads. */
export async function spawnServer(
  env: Record<string, string>,
  { entry = 'src/server/main.ts', nodeArgs = [], ipc = false }: SpawnOptions = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env: { ...process.env, PORT: '0', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    // Read to the end: a child writing to a pipe nobody reads would fail (EPIPE).
    child.stdout!.on('data', (chunk) => {
      output += String(chunk)
      const found = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (found) resolve(found)
    })
    child.once('exit', () => reject(new Error(`The server did not start: ${output}`)))
  })
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
