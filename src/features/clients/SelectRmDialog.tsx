/**
 * The select / detail relationship manager modal of the client form: a searchable list of the
 * RMs not yet chosen (choose one), or one RM's details.
 */
import { DialogTitle } from '@headlessui/react'
import { useMemo, useState } from 'react'
import type { RelManager } from '../../contract/clients.ts'
import { Button } from '../../ui/Button.tsx'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { inputClass } from '../../ui/TextField.tsx'

interface SelectRmDialogProps {
  /** Detail of one RM; otherwise the list to choose from. */
  detail?: RelManager | null
  options: readonly RelManager[]
  onChoose: (rm: RelManager) => void
  onClose: () => void
}

export function SelectRmDialog({ detail = null, options, onChoose, onClose }: SelectRmDialogProps) {
  const [search, setSearch] = useState('')
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase()
    return options.filter((rm) => rm.name.toLowerCase().includes(wanted))
  }, [options, search])
  return (
    <Modal open onClose={onClose} width={650}>
      <div className="px-6 pt-6 pb-5" data-testid="select-rm-dialog">
        <DialogTitle className="text-base font-semibold text-slate-900">
          {detail ? 'Relationship manager detail' : 'Select relationship manager'}
        </DialogTitle>
        {detail ? (
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd className="text-slate-900">{detail.name}</dd>
            <dt className="text-slate-500">Branch</dt>
            <dd className="text-slate-900">{detail.branch || '-'}</dd>
            <dt className="text-slate-500">Segment</dt>
            <dd className="text-slate-900">{detail.segment || '-'}</dd>
          </dl>
        ) : (
          <>
            <input
              type="search"
              aria-label="Search relationship manager"
              placeholder="Search name"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={`${inputClass} mt-4`}
              autoFocus
            />
            <ul className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
              {shown.length === 0 && (
                <li className="px-3 py-6 text-center text-sm text-slate-500">
                  {options.length === 0 ? 'No relationship managers loaded yet.' : 'No options'}
                </li>
              )}
              {shown.map((rm) => (
                <li key={rm.relManagerId}>
                  <button
                    type="button"
                    onClick={() => onChoose(rm)}
                    className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                  >
                    <span className="font-medium text-slate-900">{rm.name}</span>
                    <span className="text-xs text-slate-500">
                      {[rm.branch, rm.segment].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  )
}
