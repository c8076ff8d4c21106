/**
 * The relationship manager picker of Add deal (core-spec "Relationship manager picker"): the
 * master RMs filtered by branch and segment and searched by name, in a table of name, email,
 * branch and segment, with Choose.
 */
import { DialogTitle } from '@headlessui/react'
import { useMemo, useState } from 'react'
import type { MasterRm } from '../../contract/master.ts'
import { ALL_BRANCH_LABEL, ALL_SEGMENT_LABEL } from '../../domain/filters.ts'
import { useMasterList } from '../../store/useMasterData.ts'
import { Button } from '../../ui/Button.tsx'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { inputClass } from '../../ui/TextField.tsx'
import { EMPTY_RM_PICKER_FILTER, pickableRms } from './rmPickerModel.ts'

interface RmPickerDialogProps {
  rms: readonly MasterRm[]
  onChoose: (rm: MasterRm) => void
  onClose: () => void
}

export function RmPickerDialog({ rms, onChoose, onClose }: RmPickerDialogProps) {
  const [filter, setFilter] = useState(EMPTY_RM_PICKER_FILTER)
  const branches = useMasterList('branches') ?? []
  const segments = useMasterList('segments') ?? []
  const shown = useMemo(() => pickableRms(rms, filter), [rms, filter])
  const options = (list: typeof branches) =>
    list.map((item) => ({ value: item.id, label: item.text }))
  return (
    <Modal open onClose={onClose} width={760}>
      <div className="px-6 pt-6 pb-5" data-testid="rm-picker">
        <DialogTitle className="text-base font-semibold text-slate-900">
          Select relationship manager
        </DialogTitle>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <SelectField
            label="Branch"
            value={filter.branchId}
            allLabel={ALL_BRANCH_LABEL}
            options={options(branches)}
            onChange={(branchId) => setFilter({ ...filter, branchId })}
          />
          <SelectField
            label="Segment"
            value={filter.segmentId}
            allLabel={ALL_SEGMENT_LABEL}
            options={options(segments)}
            onChange={(segmentId) => setFilter({ ...filter, segmentId })}
          />
        </div>
        <input
          type="search"
          aria-label="Search relationship manager"
          placeholder="Search name"
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          className={`${inputClass} mt-3`}
        />
        <div className="mt-3 max-h-80 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="px-3 py-2">Name</th>
                <th className="px-3 py-2">Email</th>
                <th className="px-3 py-2">Branch</th>
                <th className="px-3 py-2">Segment</th>
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
                  <td className="px-3 py-2 text-slate-600">{rm.branch?.text ?? '-'}</td>
                  <td className="px-3 py-2 text-slate-600">{rm.segment?.text ?? '-'}</td>
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
                  <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
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
