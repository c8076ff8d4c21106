import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import { chooseEncoding } from './compress.ts'
import type { AppEnv } from './env.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

// Vite names built assets assets/name-<hash>.ext: their content never changes under that name.
const isHashed = (path: string): boolean =>
  (path.startsWith('/assets/') && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(path)) ||
  /^\/workbox-[0-9a-f]{8}\.js$/.test(path)

/** Beside a built file, its brotli form written at build time (vite.config.ts precompress). */
export const BROTLI_SUFFIX = '.br'

// The app shell and the worker must be revalidated, or a new release would never arrive.
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest'])

function cacheControl(path: string): string {
  const name = path.split('/').pop() ?? ''
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE
  if (isHashed(path)) return IMMUTABLE
  return SHORT
}

/**
 * The built PWA from the same origin: files, long cache for hashed assets, SPA fallback; a file
 * built with its brotli form goes as that to a browser that takes it (smaller than what the
 * compress middleware makes on the fly).
 */
export function serveBuiltApp(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir)
  const indexFile = join(root, 'index.html')

  const send = async (c: Context, file: string, urlPath: string) => {
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath),
    }
    const brotli = file + BROTLI_SUFFIX
    if (existsSync(brotli)) {
      headers.Vary = 'Accept-Encoding'
      if (chooseEncoding(c.req.header('Accept-Encoding')) === 'br') {
        headers['Content-Encoding'] = 'br'
        return c.body(await readFile(brotli), 200, headers)
      }
    }
    return c.body(await readFile(file), 200, headers)
  }

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    let urlPath: string
    try {
      urlPath = decodeURIComponent(new URL(c.req.raw.url).pathname)
    } catch {
      return c.notFound()
    }
    if (/^\/api(\/|$)/i.test(urlPath)) return next()
    const file = normalize(join(root, urlPath))
    if (
      (file === root || file.startsWith(root + sep)) &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      return send(c, file, urlPath)
    }
    // A missing asset is a 404; any other path is an app route, answered by index.html.
    if (urlPath.startsWith('/assets/') || !existsSync(indexFile)) return c.notFound()
    return send(c, indexFile, '/index.html')
  })
}
