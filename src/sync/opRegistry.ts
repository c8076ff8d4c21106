/**
 * The registry of op types: every write the outbox carries is one of those the app's entity
 * modules register (src/entities/syncRegistry.ts), by name. The engine looks an op's type up here and
 * names none itself. The names and their args are typed through `OpTypes`, which the app's
 * registration augments, so a command that names an unknown type or gives wrong args does not
 * compile.
 */
import type { OpType } from './opType.ts'

/** The app's op types by name (augmented by src/entities/syncRegistry.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OpTypes {}

export type OpTypeName = keyof OpTypes & string

export type ArgsOf<N extends OpTypeName> = OpTypes[N] extends OpType<infer A> ? A : never

/** The args a command is given: a create's id arg is filled with a temp id when it is queued. */
export type CommandArgs<N extends OpTypeName> = OpTypes[N] extends {
  kind: 'create'
  idArg: infer IdArg extends string
}
  ? Omit<ArgsOf<N>, IdArg>
  : ArgsOf<N>

const registered = new Map<string, OpType>()
let loadOpTypes: (() => Promise<unknown>) | null = null
let loading: Promise<void> | null = null
let loaded = false

/**
 * How the app loads its op types when first needed (after its first screen: they are a good part
 * of its code, and the screen needs none of them).
 */
export function loadOpTypesWith(load: () => Promise<unknown>): void {
  loadOpTypes = load
  loading = null
  loaded = false
}

/** Resolves once the app's op types are registered (at once where they were imported). */
export function opTypesReady(): Promise<void> {
  if (!loadOpTypes) return Promise.resolve()
  loading ??= loadOpTypes().then(() => {
    loaded = true
  })
  return loading
}

/**
 * Runs work that needs the op types: at once when they are there (no extra turn, so it keeps its
 * place among other writers), after their loading otherwise.
 */
export function withOpTypes<T>(work: () => Promise<T>): Promise<T> {
  if (!loadOpTypes || loaded) return work()
  return opTypesReady().then(work)
}

/** Registers op types by name (the app's, once at start; a test's own). */
export function registerOpTypes(types: Readonly<Record<string, OpType<never>>>): void {
  for (const [name, type] of Object.entries(types)) {
    registered.set(name, type as unknown as OpType)
  }
}

export function opTypeOf(type: string): OpType {
  const found = registered.get(type)
  if (!found) throw new Error(`Unknown op type ${type}`)
  return found
}

/** Every registered op type's name. */
export const registeredOpTypeNames = (): string[] => [...registered.keys()]
