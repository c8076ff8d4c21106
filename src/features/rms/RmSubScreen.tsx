/**
 * The RM sub-screens over the list (sales-activity-spec "Relationship manager list (/rm)"): add,
 * detail (read-only until Edit) and edit (Save). Add's Save creates the RM (under a temp id until
 * the server answers) and moves to its detail; edit's Save goes back to the detail; both then show
 * the spec's success alert. The detail reads the RM from IndexedDB and pulls it from the server
 * while open (again once its changes are synced). Stable hook: `data-rm-screen` (the view).
 */
import { useEffect, useRef } from 'react'
import { SUCCESS } from '../../domain/messages.ts'
import { canManageRms, type Actor } from '../../domain/permissions.ts'
import { hasRmDetail } from '../../entities/rms/rmRows.ts'
import { Button } from '../../ui/Button.tsx'
import { beginSave } from '../sync/index.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import type { PersonFields } from '../../entities/rms/rmOps.ts'
import type { ChosenPhoto } from '../../app/people/personPhoto.ts'
import { createRm, updateRm } from './rmCommands.ts'
import { RmForm } from './RmForm.tsx'
import type { RmView } from './rmSearch.ts'
import { useRm, useRmDetailPull } from './useRms.ts'

interface RmSubScreenProps {
  actor: Actor
  view: RmView
  rmId: number | undefined
  /** Opens a view in place of this one (replace: no new history entry). */
  onOpen: (view: RmView, rmId: number, replace: boolean) => void
  onBack: () => void
}

export function RmSubScreen({ actor, view, rmId, onOpen, onBack }: RmSubScreenProps) {
  const entry = useRm(view === 'add' ? undefined : rmId)
  const pull = useRmDetailPull(view === 'add' ? undefined : rmId)
  const offline = useOffline()
  const mode = view === 'edit' && !canManageRms(actor) ? 'detail' : view

  // Read the RM again once its changes are synced (its new version and photo).
  const sync = entry?.sync
  const wasUnsynced = useRef(false)
  const { refresh } = pull
  useEffect(() => {
    if (sync === undefined) return
    if (sync !== 'synced') wasUnsynced.current = true
    else if (wasUnsynced.current) {
      wasUnsynced.current = false
      refresh()
    }
  }, [sync, refresh])

  const save = async (fields: PersonFields, photo: ChosenPhoto | null) => {
    const announce = await beginSave()
    if (view === 'add') {
      const id = await createRm(actor, fields, photo)
      onOpen('detail', id, true)
      await announce({ icon: 'success', title: SUCCESS.rmAdded, button: 'Close' })
      return
    }
    if (!entry) return
    await updateRm(actor, entry.rm.userId, fields, photo)
    onOpen('detail', entry.rm.userId, true)
    await announce({ icon: 'success', title: SUCCESS.rmUpdated, button: 'Close' })
  }

  if (view !== 'add' && !entry) {
    return (
      <section
        className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        data-rm-screen="missing"
      >
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          {entry === undefined || pull.pulling ? (
            <>
              <Spinner className="size-4" /> Loading the relationship manager…
            </>
          ) : (
            'This relationship manager is not on this device (deleted, or not loaded yet).'
          )}
        </p>
      </section>
    )
  }

  const rm = entry?.rm
  const detailMissing =
    rm !== undefined && rm.userId > 0 && !hasRmDetail(rm) && (offline || pull.failed)
  return (
    <div className="flex flex-col gap-3" data-rm-screen={mode}>
      {detailMissing && (
        <p className="rounded-xl bg-slate-100 px-4 py-2.5 text-sm text-slate-700" role="status">
          NIK, phone, address and photo show once this RM&apos;s detail is loaded: connect to load
          it.
        </p>
      )}
      <RmForm
        // A new draft per mode; the same draft when a temp id gives way to the server's.
        key={mode}
        mode={mode}
        actor={actor}
        entry={entry ?? null}
        onBack={onBack}
        onEdit={() => rm && onOpen('edit', rm.userId, true)}
        onCancel={() => rm && onOpen('detail', rm.userId, true)}
        onSave={save}
      />
    </div>
  )
}
