/**
 * /rm, the Relationship Manager List (sales-activity-spec "Relationship manager list (/rm)"; the
 * sidebar shows it to role 1): the list, and over it the sub-screen named by the typed search
 * params (add, detail, edit; features/rms/rmSearch.ts), so reload and Back keep it. The list stays
 * mounted under a sub-screen, so Back finds its search, filter and page as they were. An RM added
 * here is opened on its temp id until its create is answered, then on the server's id.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { useServerId } from '../sync/index.ts'
import { RmListPanel } from './RmListPanel.tsx'
import type { RmSearch, RmView } from './rmSearch.ts'
import { RmSubScreen } from './RmSubScreen.tsx'

export function RmScreen() {
  const session = useSession()
  const search = useSearch({ from: '/app/rm' })
  const navigate = useNavigate()
  const serverRm = useServerId('rms', search.rm)
  useEffect(() => {
    if (serverRm === undefined) return
    void navigate({ to: '/rm', search: { ...search, rm: serverRm }, replace: true })
  }, [serverRm, search, navigate])
  if (!session) return null
  const actor: Actor = { id: session.profile.id, roleId: session.profile.roleId }
  const open = (view: RmView, rmId?: number, replace = false) => {
    const next: RmSearch = rmId === undefined ? { view } : { view, rm: rmId }
    void navigate({ to: '/rm', search: next, replace })
  }
  const back = () => void navigate({ to: '/rm', search: {} })
  return (
    <>
      {search.view && (
        <RmSubScreen
          actor={actor}
          view={search.view}
          rmId={search.rm}
          onOpen={(view, rmId, replace) => open(view, rmId, replace)}
          onBack={back}
        />
      )}
      <div hidden={search.view !== undefined} className="contents">
        <RmListPanel actor={actor} onOpen={(view, rmId) => open(view, rmId)} />
      </div>
    </>
  )
}
