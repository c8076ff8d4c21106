import { useEffect } from 'react'
import { syncEngine } from '../sync/syncEngine.ts'
import { markSynced } from './successMarks.ts'

/** Marks a card as synced when the server accepts an op on its deal. */
export function SuccessMarksEffect() {
  useEffect(
    () =>
      syncEngine.onEvent((event) => {
        if (event.type === 'applied' && event.op.entity.table === 'deals') {
          markSynced(event.serverId ?? event.op.entity.id)
        }
      }),
    [],
  )
  return null
}
