/**
 * A deal opened on its temporary id (Add deal's 'Yes I have proposal' opens the new deal at once)
 * is reopened on the server's id as soon as its create settles: the sync engine records the
 * remapping (tempIds.ts), so the detail can then be pulled.
 */
import { useNavigate } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '../../store/db.ts'
import { isTempId } from '../../store/outbox.ts'
import { resolveTempId } from '../../sync/tempIds.ts'

export function useServerDealId(dealId: number | undefined): void {
  const navigate = useNavigate()
  const serverId = useLiveQuery(
    () =>
      dealId === undefined || !isTempId(dealId) ? undefined : resolveTempId(db, 'deals', dealId),
    [dealId],
  )
  useEffect(() => {
    if (serverId === undefined || isTempId(serverId)) return
    void navigate({ to: '/deals', search: { tab: 'detail', deal: serverId }, replace: true })
  }, [serverId, navigate])
}
