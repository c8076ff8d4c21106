/**
 * What the global search shows of each kind, as the entity modules register it (their search.ts):
 * the group's heading, the outbox table whose ops mark its results, and whether a role may open it.
 */
import { canOpenRoute } from '../../domain/navigation.ts'
import { kindInfo, searchKinds } from '../../store/search/searchRows.ts'

export const kindHeading = (kind: string): string => kindInfo(kind)?.heading ?? kind

/** The table of a kind's ops (entityKey `${table}:${id}`). */
export const kindOpsTable = (kind: string): string => kindInfo(kind)?.opsTable ?? kind

/** The kinds whose screen the role may open. */
export function kindsForRole(roleId: number): ReadonlySet<string> {
  return new Set(
    searchKinds()
      .filter((kind) => kind.route === null || canOpenRoute(roleId, kind.route))
      .map((kind) => kind.name),
  )
}
