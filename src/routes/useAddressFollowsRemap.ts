/**
 * The one place the address follows a remap: a screen opened on a row created on this device names
 * it by its temporary id (Add deal's 'Yes I have proposal' opens the new deal at once, a saved
 * invoice is focused, a new RM opened); once its create settles, the address is replaced by the
 * server's id, the other params kept. Each route declares, in its staticData, which search params
 * name a row of which table (router.tsx), so no screen handles it itself.
 */
import { useMatches, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { db } from '../entities/db.ts'
import { readReplacedIds, type NamedId } from '../entities/rowIds.ts'
import { useLiveQuery } from '../store/liveQuery.ts'

/** A route's search params that name a row: param name to the row's table. */
export type IdParams = Readonly<Record<string, NamedId['table']>>

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    idParams?: IdParams
  }
}

/** The ids the shown route's address names, with their tables. */
function useNamedIds(): Record<string, NamedId> {
  const match = useMatches({ select: (matches) => matches[matches.length - 1] })
  const named: Record<string, NamedId> = {}
  const search = (match?.search ?? {}) as Record<string, unknown>
  for (const [param, table] of Object.entries(match?.staticData.idParams ?? {})) {
    const id = search[param]
    if (typeof id === 'number') named[param] = { table, id }
  }
  return named
}

export function useAddressFollowsRemap(): void {
  const named = JSON.stringify(useNamedIds())
  const found = useLiveQuery(
    async () => ({
      named,
      replaced: await readReplacedIds(db, JSON.parse(named) as Record<string, NamedId>),
    }),
    [named],
  )
  const navigate = useNavigate()
  // Only an answer about the address shown now (not one read for the previous address) applies.
  const replaced = found?.named === named ? JSON.stringify(found.replaced) : '{}'
  useEffect(() => {
    const ids = JSON.parse(replaced) as Record<string, number>
    if (Object.keys(ids).length === 0) return
    void navigate({ to: '.', search: (current) => ({ ...current, ...ids }), replace: true })
  }, [replaced, navigate])
}
