// `npm start`: build the PWA when dist/ is missing or older than its sources, then run the
// reference API (serving dist/) in this same process, so SIGINT/SIGTERM reach it directly.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { register } from 'tsx/esm/api'

const builtAt = (() => {
  try {
    return statSync('dist/index.html').mtimeMs
  } catch {
    return 0
  }
})()

function newestSource(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  if (path.endsWith('server')) return 0
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))))
}

const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json']
if (builtAt === 0 || Math.max(...sources.map(newestSource)) > builtAt) {
  console.log('Building the PWA (vite build)…')
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

register()
await import('../src/server/main.ts')
