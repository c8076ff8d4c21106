import { readdirSync, readFileSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'
import type { ChunkingContext } from 'rolldown'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'

const apiTarget = process.env.API_URL ?? 'http://localhost:8080'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
const brotli = promisify(brotliCompress)

async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? builtFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

/**
 * Writes each built text file's brotli form (quality 11) beside it, `name.br`: the reference
 * server sends it to browsers that take brotli (src/server/http/static.ts), about an eighth less
 * over the wire than the gzip it would make on the fly. Files under 1 KB are left as they are.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'crm:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await builtFiles(outDir)).filter((file) => COMPRESSIBLE.test(file))
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < 1024) return
            const raw = await readFile(file)
            const packed = await brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
            await writeFile(`${file}.br`, packed)
          }),
        )
      },
    },
  }
}

/** src/features/<name>/index.ts: a feature's public file (re-exports and screen loaders only). */
const FEATURE_PUBLIC_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g

/** What a public file offers: each name, the module that defines it, and whether it is a loader. */
function publicNames(file: string): Map<string, { module: string; loader: boolean }> {
  const text = readFileSync(file, 'utf8')
  const names = new Map<string, { module: string; loader: boolean }>()
  for (const [, list = '', spec = ''] of text.matchAll(
    /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    for (const name of list.split(',').map((item) => item.trim().replace(/^type\s+/, ''))) {
      if (name) names.set(name, { module: resolve(dirname(file), spec), loader: false })
    }
  }
  for (const [, name = '', spec = ''] of text.matchAll(
    /export\s+const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  )) {
    names.set(name, { module: resolve(dirname(file), spec), loader: true })
  }
  return names
}

/**
 * The bundle sees through features' public files: an import of names from one becomes imports
 * from the modules that define them (a loader, the dynamic import it stands for). The chunks then
 * follow what each module really uses, as if the public files were not there: the landing chunk
 * does not take in a feature's other public modules because a route names one of its screens.
 */
function throughFeaturePublicFiles(): Plugin {
  return {
    name: 'through-feature-public-files',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || FEATURE_PUBLIC_FILE.test(id)) return null
      const here = dirname(id)
      const specOf = (module: string) => {
        const spec = relative(here, module).replaceAll('\\', '/')
        return spec.startsWith('.') ? spec : `./${spec}`
      }
      let changed = false
      const out = code.replace(NAMED_IMPORT, (statement, typeOnly, list: string, spec: string) => {
        const file = resolve(here, spec)
        if (typeOnly || !spec.startsWith('.') || !FEATURE_PUBLIC_FILE.test(file)) return statement
        const names = publicNames(file)
        const imports: string[] = []
        for (const item of list.split(',').map((part) => part.trim())) {
          if (!item || item.startsWith('type ')) continue
          const [name = '', local = name] = item.split(/\s+as\s+/)
          const found = names.get(name)
          if (!found) return statement
          imports.push(
            found.loader
              ? `const ${local} = () => import('${specOf(found.module)}')`
              : `import { ${name} as ${local} } from '${specOf(found.module)}'`,
          )
        }
        changed = true
        return imports.join(';\n')
      })
      return changed ? { code: out, map: null } : null
    },
  }
}

/** The app's modules `roots` import, directly or through others (not lazily), with the roots. */
function staticGraph(ctx: ChunkingContext, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>(roots)
  for (const id of seen) {
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (/[\\/]src[\\/]/.test(next)) seen.add(next)
    }
  }
  return seen
}

/** A chunk group's name function: `name` for the graph `roots` gives (worked out once per build). */
function chunkOfGraph(
  name: string,
  roots: (ctx: ChunkingContext) => Iterable<string>,
): (id: string, ctx: ChunkingContext) => string | null {
  const graphs = new WeakMap<ChunkingContext, Set<string>>()
  return (id, ctx) => {
    let modules = graphs.get(ctx)
    if (!modules) graphs.set(ctx, (modules = staticGraph(ctx, roots(ctx))))
    return modules.has(id) ? name : null
  }
}

/** Where every user lands after signing in: its chunk holds what it imports, too. */
const BOARD_SCREEN = resolve(import.meta.dirname, 'src/features/deals/DealsScreen.tsx')

/**
 * Where the sync code a run loads after the first screen starts: each entity module's lazy parts
 * (op types, feed sections, fills, pulls) and the change feed's walk.
 */
const SYNC_LOADERS = [
  ...readdirSync(resolve(import.meta.dirname, 'src/entities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => resolve(import.meta.dirname, 'src/entities', entry.name, 'module.ts')),
  resolve(import.meta.dirname, 'src/sync/briefcase.ts'),
]

const boardChunkName = chunkOfGraph('board', () => [BOARD_SCREEN])

/** The modules the sync loaders load lazily, with what those import. */
const syncChunkName = chunkOfGraph('sync', (ctx) =>
  SYNC_LOADERS.flatMap((loader) => ctx.getModuleInfo(loader)?.dynamicallyImportedIds ?? []),
)

export default defineConfig({
  plugins: [
    throughFeaturePublicFiles(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Customer Relationship Management',
        short_name: 'CRM',
        description: 'Offline-first sales CRM for relationship managers',
        start_url: '/deals',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // A classic worker script (as it is registered): no module syntax, dynamic imports inlined.
        rollupFormat: 'iife',
        // csv: the client data template (public/templates/clients.csv): downloadable offline, and
        // answered from the precache before the navigation fallback (index.html) could take it.
        globPatterns: ['**/*.{js,css,html,png,ico,woff2,csv}'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: { proxy: { '/api': apiTarget } },
  build: {
    sourcemap: false,
    // Every browser the installed app runs in preloads modules itself (Chromium 66+, Firefox
    // 115+, Safari 17+): the polyfill would be one more script on the first screen's path.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Not react-virtual: Headless UI's Combobox pulls it in, only on screens with one.
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](history|react-router|react-store|router-core|store)[\\/]/,
            },
            { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/ },
            // What the landing path (sign-in, the pipeline board) runs, as one chunk: left alone,
            // the modules lazy chunks share with it become dozens of small chunks.
            { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'] },
            // The board, where every user lands after signing in, with the modules it imports that
            // other screens share: left to themselves, those become a dozen chunks of a few
            // hundred bytes each, every one a request and a compression window of its own.
            { name: boardChunkName, test: /[\\/]src[\\/]/ },
            // What a sync run loads once the board is drawn, as one chunk: as dozens of small
            // ones, on a slow link each waited a round trip behind six others, and the change
            // feed's first page behind them all.
            { name: syncChunkName, test: /[\\/]src[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        // As in the build: a module loads what it uses, not a whole feature's public file.
        plugins: [throughFeaturePublicFiles()],
        test: {
          name: 'unit',
          maxWorkers: 2,
          setupFiles: ['tests/registerOpTypes.ts'],
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // On one PostgreSQL server, files side by side would hold back each other's change
          // feed: a window ends below the oldest transaction still open in any database.
          maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
          globalSetup: ['tests/seededDatabase.ts'],
          setupFiles: ['tests/registerOpTypes.ts'],
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // Needs a PostgreSQL server: only in CI's second pass, which sets TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                setupFiles: ['tests/registerOpTypes.ts'],
                include: ['tests/server-pg/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          globalSetup: ['tests/seededDatabase.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
