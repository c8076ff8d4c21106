/**
 * The units the target dialog offers for its kind, live from the master data in IndexedDB:
 * tribes, segments or branches in the master list's order, or the RMs by name. Only units the
 * user may set a target for (maySaveTarget); an RM's own personal target is set on its own screen,
 * so the user is not among the RMs. undefined while the first read runs.
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import type { Actor } from '../../../domain/permissions.ts'
import { maySaveTarget } from '../../../domain/targets.ts'
import { type TargetType } from '../../../domain/targetTypes.ts'
import { db } from '../../../entities/db.ts'
import { readTargetUnits } from '../../../entities/targets/targetUnitReads.ts'
import type { SelectOption } from '../../../ui/SelectField.tsx'

async function unitsOf(type: TargetType, actor: Actor): Promise<SelectOption[]> {
  const units = await readTargetUnits(db, type)
  return units
    .filter((unit) => type !== 'rm' || unit.id !== actor.id)
    .filter((unit) => maySaveTarget(actor, { type, id: unit.id }))
    .map((unit) => ({ value: unit.id, label: unit.text }))
}

export function useTargetUnitOptions(type: TargetType, actor: Actor): SelectOption[] | undefined {
  return useLiveQuery(() => unitsOf(type, actor), [type, actor.id, actor.roleId])
}
