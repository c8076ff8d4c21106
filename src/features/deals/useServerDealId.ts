/**
 * A deal opened on its temporary id (Add deal's 'Yes I have proposal' opens the new deal at once)
 * is reopened on the server's id as soon as its create settles, so the detail can then be pulled.
 * The other params (the tab it was opened from) are kept.
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServerId } from '../sync/index.ts'

export function useServerDealId(dealId: number | undefined): void {
  const navigate = useNavigate()
  const serverId = useServerId('deals', dealId)
  useEffect(() => {
    if (serverId === undefined) return
    void navigate({
      to: '/deals',
      search: (current) => ({ ...current, tab: 'detail', deal: serverId }),
      replace: true,
    })
  }, [serverId, navigate])
}
