import { readFile, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** The file inside DATA_DIR that marks it open by one server process. */
export const LOCK_FILE = 'crm-server.lock'

interface LockOwner {
  pid: number
  host: string
  startedAt: string
}

export interface DataDirLock {
  release(): Promise<void>
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `server process ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
      : 'another server process'
    super(
      `The data folder ${dataDir} is in use by ${who}. Only one server may open it: stop that ` +
        `process first. If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    )
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? '') }
      : null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock is stale when it names a process of this machine that no longer runs. */
const isStale = (owner: LockOwner | null): owner is LockOwner =>
  owner !== null && owner.host === hostname() && !isRunning(owner.pid)

/**
 * Takes the folder's lock: the lock file is created with O_EXCL ('wx'), so of two processes
 * starting at once exactly one gets it. A lock left by a process that died is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE)
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  }
  const content = JSON.stringify(mine)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(path, content, { flag: 'wx' })
      let released = false
      return {
        async release() {
          if (released) return
          released = true
          // Only our own lock: never remove one a later process took over.
          const now = await readFile(path, 'utf8').catch(() => null)
          if (now === content) await unlink(path).catch(() => undefined)
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const text = await readFile(path, 'utf8').catch(() => null)
    if (text === null) continue
    const owner = parseOwner(text)
    if (!isStale(owner)) throw new DataDirBusyError(dataDir, owner)
    // Remove the stale lock only if it is still the one we judged, then race for it again.
    const again = await readFile(path, 'utf8').catch(() => null)
    if (again === text) await unlink(path).catch(() => undefined)
  }
  throw new DataDirBusyError(dataDir, parseOwner(await readFile(path, 'utf8').catch(() => '')))
}
