/**
 * The client form's Relationship manager table: Name, Branch, Segment, Action (detail, remove); Add
 * new. Add new and remove are left out for those who may not edit clients (canEditClient).
 */
import { useMemo, useState } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import type { MasterRm } from '../../contract/master.ts'
import { useMasterRms } from '../../entities/master/useMasterData.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { PersonPickerDialog, RM_PICKER_TEXT } from '../../ui/dialogs/PersonPickerDialog.tsx'
import { RmDetailDialog } from './RmDetailDialog.tsx'
import { useClientRms } from './useClientsData.ts'

/**
 * The RMs a company may be given, as the person picker's rows: relManagerId is the RM's user id,
 * so the email comes from the master RMs where this device holds it.
 */
const pickableClientRms = (rms: readonly RelManager[], master: readonly MasterRm[]) => {
  const emails = new Map(master.map((rm) => [rm.userId, rm.email]))
  return rms.map((rm) => ({
    id: rm.relManagerId,
    name: rm.name,
    email: emails.get(rm.relManagerId) ?? '',
    branch: rm.branch,
    segment: rm.segment,
    rm,
  }))
}

interface RelManagerSectionProps {
  relManagers: RelManager[]
  disabled: boolean
  /** May change the company's relationship managers (Add new and the remove buttons shown). */
  canEdit: boolean
  onChange: (relManagers: RelManager[]) => void
}

export function RelManagerSection(props: RelManagerSectionProps) {
  const { relManagers, disabled, canEdit, onChange } = props
  const all = useClientRms()
  const master = useMasterRms()
  const [choosing, setChoosing] = useState(false)
  const [detail, setDetail] = useState<RelManager | null>(null)
  const offered = useMemo(() => {
    const chosen = new Set(relManagers.map((rm) => rm.relManagerId))
    return pickableClientRms(
      all.filter((rm) => !chosen.has(rm.relManagerId)),
      master ?? [],
    )
  }, [all, master, relManagers])
  const link = 'rounded px-1.5 py-0.5 text-xs font-semibold hover:underline disabled:opacity-40'
  return (
    <section aria-labelledby="rm-title" className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h3 id="rm-title" className="text-sm font-semibold text-slate-900">
          Relationship manager
        </h3>
        {canEdit && (
          <Button
            variant="secondary"
            className="h-8 px-3"
            disabled={disabled}
            onClick={() => setChoosing(true)}
          >
            <PlusIcon className="size-4" />
            Add new
          </Button>
        )}
      </div>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="pb-1.5 font-semibold">
              Name
            </th>
            <th scope="col" className="pb-1.5 font-semibold">
              Branch
            </th>
            <th scope="col" className="pb-1.5 font-semibold">
              Segment
            </th>
            <th scope="col" className="pb-1.5 font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {relManagers.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-4 text-center text-slate-500">
                No relationship manager
              </td>
            </tr>
          ) : (
            relManagers.map((rm) => (
              <tr key={rm.relManagerId}>
                <td className="py-2 text-slate-900">{rm.name}</td>
                <td className="py-2 text-slate-700">{rm.branch || '-'}</td>
                <td className="py-2 text-slate-700">{rm.segment || '-'}</td>
                <td className="py-1.5">
                  <button
                    type="button"
                    className={`${link} text-brand-700`}
                    onClick={() => setDetail(rm)}
                  >
                    Detail
                  </button>
                  {canEdit && (
                    <button
                      type="button"
                      className={`${link} text-red-700`}
                      disabled={disabled}
                      onClick={() => onChange(relManagers.filter((other) => other !== rm))}
                      aria-label={`Remove ${rm.name}`}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {choosing && (
        <PersonPickerDialog
          {...RM_PICKER_TEXT}
          testId="rm-picker"
          people={offered}
          emptyText="No relationship managers loaded yet."
          onChoose={(picked) => {
            onChange([...relManagers, picked.rm])
            setChoosing(false)
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {detail && <RmDetailDialog rm={detail} onClose={() => setDetail(null)} />}
    </section>
  )
}
