/** The master RMs as the person picker's rows (Add deal's relationship manager). */
import type { MasterRm } from '../../contract/master.ts'
import type { PickablePerson } from '../../ui/dialogs/personPicker.ts'

export interface PickableMasterRm extends PickablePerson {
  rm: MasterRm
}

export const pickableMasterRms = (rms: readonly MasterRm[]): PickableMasterRm[] =>
  rms.map((rm) => ({
    id: rm.userId,
    name: rm.name,
    email: rm.email,
    branch: rm.branch?.text ?? '',
    segment: rm.segment?.text ?? '',
    rm,
  }))
