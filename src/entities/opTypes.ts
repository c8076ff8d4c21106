/**
 * The registered modules' op types (each folder's ops.ts), loaded when first needed and registered
 * with the engine (sync/opRegistry.ts); typed here for commands. The app loads them after its first
 * screen (main.tsx: the engine and every command wait for them); the service worker and the tests
 * load them before they send or test anything.
 */
import { registerOpTypes } from '../sync/opRegistry.ts'
import type { UnionToIntersection } from '../domain/types.ts'
import { ENTITY_MODULES, type RegisteredModule } from './registry.ts'

/** A module's op types by name: its ops.ts exports them as one object (none: no ops of its own). */
type OpTypesOf<Module> = Module extends { ops?(): Promise<infer OpsModule> }
  ? string extends keyof OpsModule
    ? never
    : OpsModule[keyof OpsModule]
  : never

type AppOpTypes = UnionToIntersection<OpTypesOf<RegisteredModule>>

/** Every module's op types by name, loaded. */
export async function entityOpTypes(): Promise<AppOpTypes> {
  const loaded = await Promise.all(ENTITY_MODULES.map((module) => module.ops?.() ?? {}))
  return Object.assign({}, ...loaded.flatMap((opsModule) => Object.values(opsModule))) as AppOpTypes
}

/** Loads and registers every module's op types. */
export async function loadEntityOpTypes(): Promise<void> {
  registerOpTypes(await entityOpTypes())
}

declare module '../sync/opRegistry.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OpTypes extends AppOpTypes {}
}
