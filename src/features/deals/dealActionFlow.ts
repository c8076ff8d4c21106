/**
 * The confirmations and result modals of the detail's Won, Lost, Reopen and Delete (core-spec
 * "Deal detail" and section 4). The change is local first: the success text shows once the op is
 * queued; the header's sync mark tells when the server took it.
 */
import { wonRefusal } from '../../domain/dealDetail.ts'
import { CONFIRM, stateChangeText, SUCCESS } from '../../domain/messages.ts'
import { STATE_CHANGE_WORD, STATE_CODE, type StateCode } from '../../domain/stages.ts'
import { showConfirm, showResult } from '../../ui/dialogs/dialogStore.ts'
import { deleteDeal, setDealState } from './dealCommands.ts'
import { beginSave } from '../sync/index.ts'

export const CONFIRM_NOTE = {
  lost: 'This deal will appear in the Lost Deal list.',
  reopen: 'This deal will appear in the pipeline.',
  delete: 'Deleting this deal is permanent and cannot be undone.',
} as const

export type StateAction = 'won' | 'lost' | 'reopen'

export interface ActionTarget {
  dealId: number
  name: string
  userId: number
  /** What the Won rule reads (the detail's proposal invoices). */
  invoiceSource: Parameters<typeof wonRefusal>[0]
}

const CODE: Readonly<Record<StateAction, StateCode>> = {
  won: STATE_CODE.won,
  lost: STATE_CODE.lost,
  reopen: STATE_CODE.reopen,
}

/** Answers true when the state change was queued. */
export async function changeDealState(action: StateAction, target: ActionTarget): Promise<boolean> {
  if (action === 'won') {
    const refusal = wonRefusal(target.invoiceSource)
    if (refusal) {
      await showResult({
        icon: 'error',
        title: refusal.title,
        message: refusal.message,
        button: 'Close',
      })
      return false
    }
  }
  const confirm = CONFIRM[action]
  const note = action === 'won' ? undefined : CONFIRM_NOTE[action]
  const yes = await showConfirm({ title: confirm.title, text: note, yes: confirm.yes })
  if (!yes) return false
  const code = CODE[action]
  const announce = await beginSave()
  await setDealState(target.dealId, code, target.userId)
  await announce({
    icon: 'success',
    title: stateChangeText(target.name, STATE_CHANGE_WORD[code]),
    button: 'Close',
  })
  return true
}

/** Answers true when the delete was queued. */
export async function confirmDeleteDeal(target: ActionTarget): Promise<boolean> {
  const yes = await showConfirm({
    title: CONFIRM.delete.title,
    text: CONFIRM_NOTE.delete,
    yes: CONFIRM.delete.yes,
  })
  if (!yes) return false
  const announce = await beginSave()
  await deleteDeal(target.dealId, target.name, target.userId)
  await announce({
    icon: 'success',
    title: `${target.name} ${SUCCESS.dealDeleted}`,
    button: 'Close',
  })
  return true
}
