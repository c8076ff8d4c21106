/** Live reads of master data: screens render from IndexedDB and never wait for the network. */
import { useLiveQuery } from '../../store/liveQuery.ts'
import type { IdText } from '../../contract/common.ts'
import type { MasterRm } from '../../contract/master.ts'
import { db } from '../db.ts'
import { masterText, type IdTextList } from './masterData.ts'

/** A master list (tribes, segments, branches, stages, proposalTypes); undefined while loading. */
export function useMasterList(list: IdTextList): IdText[] | undefined {
  return useLiveQuery(() => db[list].toArray(), [list])
}

/** The RMs sorted by name. */
export function useMasterRms(): MasterRm[] | undefined {
  return useLiveQuery(() => db.rms.orderBy('name').toArray(), [])
}

/** The name of an id in a master list; undefined for 0 or an id not (yet) known. */
export function useMasterText(list: IdTextList, id: number): string | undefined {
  return useLiveQuery(() => masterText(db, list, id), [list, id])
}
