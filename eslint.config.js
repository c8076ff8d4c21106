// Lint also guards the architecture: each folder may import only what
// the layering allows (features -> app, ui, entities, store, sync, domain; app -> entities, store,
// sync, ui, api, domain, contract; entities -> sync, store,
// api, contract, domain; sync -> store, api, domain; api -> contract; server -> contract, domain;
// contract -> domain; domain and contract import no framework).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((g) => ({ group: g.patterns, message: g.message })) },
  ],
})
// A statement's opening words, as a selector's regular expression.
const SQL = '/\\b(SELECT|INSERT INTO|UPDATE \\w+ SET|DELETE FROM)\\b/'
const layer = (name) => [`**/${name}/**`, `../${name}/*`, `../../${name}/*`, `../../../${name}/*`]
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
    rules: forbid({
      patterns: [...layer('server'), ...layer('routes')],
      message: 'features/ never import the server or routes.',
    }),
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
