/**
 * The relationship manager picker of Add deal: the master RMs searched by name, in a table of
 * name and email, and Choose. (Master RMs carry no branch or segment, so there are no such
 * filters or columns yet.)
 */
import { DialogTitle } from '@headlessui/react'
import { useMemo, useState } from 'react'
import type { MasterRm } from '../../contract/master.ts'
import { Button } from '../../ui/Button.tsx'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { inputClass } from '../../ui/TextField.tsx'

interface RmPickerDialogProps {
  rms: readonly MasterRm[]
  onChoose: (rm: MasterRm) => void
  onClose: () => void
}

export function RmPickerDialog({ rms, onChoose, onClose }: RmPickerDialogProps) {
  const [search, setSearch] = useState('')
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase()
    return rms.filter((rm) => rm.name.toLowerCase().includes(wanted))
  }, [rms, search])
  return (
    <Modal open onClose={onClose} width={640}>
      <div className="px-6 pt-6 pb-5" data-testid="rm-picker">
        <DialogTitle className="text-base font-semibold text-slate-900">
          Select relationship manager
        </DialogTitle>
        <input
          type="search"
          aria-label="Search relationship manager"
          placeholder="Search name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClass} mt-4`}
        />
        <div className="mt-3 max-h-80 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="px-3 py-2">Name</th>
                <th className="px-3 py-2">Email</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((rm) => (
                <tr key={rm.userId}>
                  <td className="px-3 py-2 text-slate-900">{rm.name}</td>
                  <td className="px-3 py-2 text-slate-600">{rm.email}</td>
                  <td className="px-3 py-2 text-right">
                    <Button
                      variant="secondary"
                      className="h-8 px-3 text-xs"
                      aria-label={`Choose ${rm.name}`}
                      onClick={() => onChoose(rm)}
                    >
                      Choose
                    </Button>
                  </td>
                </tr>
              ))}
              {shown.length === 0 && (
                <tr>
                  <td colSpan={3} className="px-3 py-6 text-center text-slate-500">
                    No options
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </Modal>
  )
}
