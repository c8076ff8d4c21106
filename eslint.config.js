// Lint also guards the architecture: each folder may import only what the layering allows
// (features -> app, ui, entities, store, sync, domain, contract; app -> entities, store, sync, ui,
// api, domain, contract; entities -> sync, store, api, contract, domain; sync -> store, api,
// domain; api -> contract; server -> contract, domain; contract -> domain; domain and contract
// import no framework; routes -> features, app, ui, entities, store, domain; sw -> entities, store,
// sync, api, domain, contract). A feature is a module: other folders reach it only through its
// public file, src/features/<name>/index.ts (local rule below). Import cycles are a unit test's
// (tests/unit/architecture/importCycles.test.ts).
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The app's live queries come from store/liveQuery.ts, which says why the app's Dexie is patched.
const dexieLiveQuery = {
  name: 'dexie',
  importNames: ['liveQuery'],
  message: 'Use boundedLiveQuery or useLiveQuery from store/liveQuery.ts.',
}
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [dexieLiveQuery],
      patterns: groups.map((g) => ({ group: g.patterns, message: g.message })),
    },
  ],
})
// A statement's opening words, as a selector's regular expression.
const SQL = '/\\b(SELECT|INSERT INTO|UPDATE \\w+ SET|DELETE FROM)\\b/'
const layer = (name) => [`**/${name}/**`, `../${name}/*`, `../../${name}/*`, `../../../${name}/*`]
const FEATURES = path.resolve(import.meta.dirname, 'src/features')
const featureOf = (file) => {
  const inside = path.relative(FEATURES, file)
  return inside.startsWith('..') || !inside.includes(path.sep) ? null : inside.split(path.sep)[0]
}

/** Imports into another feature name its public file, resolved from the importing file. */
const publicFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "'{{source}}' reaches inside features/{{feature}}: import it from features/{{feature}}/index.ts.",
    },
  },
  create(context) {
    const here = featureOf(context.filename)
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      if (!source.value.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), source.value)
      const feature = featureOf(target)
      if (!feature || feature === here) return
      if (target === path.join(FEATURES, feature, 'index.ts')) return
      context.report({
        node: source,
        messageId: 'internal',
        data: { source: source.value, feature },
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

const frameworks = [
  'react',
  'react-dom',
  'dexie',
  'dexie-react-hooks',
  'ofetch',
  'hono',
  'hono/*',
  '@tanstack/*',
  '@headlessui/*',
  'pg',
  '@electric-sql/*',
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'reports', 'coverage', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**', 'sw/**'],
    plugins: { architecture: { rules: { 'public-feature-imports': publicFeatureImports } } },
    rules: { 'architecture/public-feature-imports': 'error' },
  },
  {
    files: ['src/routes/**'],
    rules: forbid({
      // Spelled from src/routes/: the top-level sync/, not features/sync or app/sync.
      patterns: ['../server/*', '../sync/*', '../api/*', '../contract/*'],
      message:
        'routes/ use features (their public files), app/, ui/, entities/, store/ and domain/: never the server.',
    }),
  },
  {
    files: ['sw/**'],
    rules: forbid({
      patterns: [
        ...layer('features'),
        ...layer('app'),
        ...layer('ui'),
        ...layer('routes'),
        ...layer('server'),
      ],
      message:
        'sw/ runs without a page: it uses entities/, store/, sync/, api/, domain/, contract/ only.',
    }),
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      { patterns: frameworks, message: 'domain/ imports no framework.' },
      {
        patterns: [
          ...layer('contract'),
          ...layer('features'),
          ...layer('entities'),
          ...layer('ui'),
          ...layer('store'),
          ...layer('sync'),
          ...layer('api'),
          ...layer('server'),
          ...layer('routes'),
        ],
        message: 'domain/ depends on nothing else.',
      },
    ),
  },
  {
    files: ['src/contract/**'],
    rules: forbid(
      { patterns: frameworks, message: 'contract/ imports no framework.' },
      {
        patterns: [
          ...layer('features'),
          ...layer('entities'),
          ...layer('ui'),
          ...layer('store'),
          ...layer('sync'),
          ...layer('api'),
          ...layer('server'),
          ...layer('routes'),
        ],
        message: 'contract/ depends on domain/ only.',
      },
    ),
  },
  {
    files: ['src/api/**'],
    rules: forbid({
      patterns: [
        ...layer('features'),
        ...layer('entities'),
        ...layer('ui'),
        ...layer('store'),
        ...layer('sync'),
        ...layer('server'),
        ...layer('routes'),
      ],
      message: 'api/ depends on contract/ (and domain/) only.',
    }),
  },
  {
    files: ['src/store/**'],
    rules: forbid({
      patterns: [
        ...layer('features'),
        ...layer('entities'),
        ...layer('ui'),
        ...layer('sync'),
        ...layer('server'),
        ...layer('routes'),
      ],
      message: 'store/ depends on domain/ and contract/ only.',
    }),
  },
  {
    files: ['src/sync/**'],
    rules: forbid({
      patterns: [
        ...layer('features'),
        ...layer('entities'),
        ...layer('ui'),
        ...layer('server'),
        ...layer('routes'),
      ],
      message: 'sync/ depends on store/, api/, domain/: it names no entity.',
    }),
  },
  {
    files: ['src/ui/**'],
    rules: forbid({
      patterns: [
        ...layer('features'),
        ...layer('entities'),
        ...layer('server'),
        ...layer('routes'),
      ],
      message: 'ui/ is reusable: it does not know features, entities or routes.',
    }),
  },
  {
    files: ['src/entities/**'],
    rules: forbid({
      patterns: [...layer('features'), ...layer('ui'), ...layer('server'), ...layer('routes')],
      message:
        'entities/ depend on sync/, store/, api/, contract/, domain/: screens are features/.',
    }),
  },
  {
    files: ['src/app/**'],
    rules: forbid({
      patterns: [...layer('features'), ...layer('server'), ...layer('routes')],
      message:
        'app/ is the shell features share: it may use entities/, store/, sync/, ui/, api/, domain/, never features/ or routes/.',
    }),
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dexieLiveQuery],
          patterns: [
            {
              group: [...layer('server'), ...layer('routes')],
              message: 'features/ never import the server or routes.',
            },
            {
              group: ['**/sync/tempIds.ts'],
              message:
                'Screens never see temp ids: entity reads and the address follow the remap (entities/rowIds.ts).',
            },
            {
              group: ['**/store/outbox.ts'],
              importNames: ['isTempId'],
              message:
                'Screens never see temp ids: ask the entity whether a row is on the server (entities/rowIds.ts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // db.deals.get(...), database.transaction(...): the database is handed on, never queried.
          selector: 'MemberExpression[object.name=/^(db|database)$/]',
          message:
            "Screens read through their entity module's reads (src/entities/<entity>/*Reads.ts), not Dexie.",
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      {
        patterns: [
          ...layer('features'),
          ...layer('entities'),
          ...layer('ui'),
          ...layer('store'),
          ...layer('sync'),
          ...layer('api'),
          ...layer('routes'),
        ],
        message: 'server/ depends on contract/ and domain/ only.',
      },
      {
        patterns: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'ofetch'],
        message: 'server/ is Node only.',
      },
    ),
  },
  {
    // Handlers register routes and orchestrate; SQL lives in each entity's repository module.
    files: ['src/server/endpoints/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Any x.query(...) or x.exec(...) but Hono's c.req.query(name).
          selector:
            "CallExpression[callee.property.name=/^(query|exec)$/]:not([callee.object.property.name='req'])",
          message: 'Handlers run no SQL: call a repository under src/server/<entity>/.',
        },
        {
          selector: `TemplateElement[value.raw=${SQL}], Literal[value=${SQL}]`,
          message: 'Handlers hold no SQL: it lives in a repository under src/server/<entity>/.',
        },
      ],
    },
  },
)
