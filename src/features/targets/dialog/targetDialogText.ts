/** The target dialog's and the Add target menu's texts (the spec gives the success alert none). */
import { ADD_TARGET_MENU } from '../../../domain/targetTypes.ts'
import { type TargetType } from '../../../domain/targetTypes.ts'

export const ADD_TARGET = 'Add target'
export const TARGET_SAVED = 'Save Target successfully'
export const TARGET_NOT_SAVED = 'The target could not be saved on this device. Please try again.'
export const FIX_TARGET_ERRORS = 'Correct the fields marked in red to save.'

/** 'Tribe', 'Relationship Manager', 'Segment' or 'Branch', as the Add target menu names it. */
export const targetKindLabel = (type: TargetType): string =>
  ADD_TARGET_MENU.find((item) => item.type === type)?.label ?? type

export const targetDialogTitle = (type: TargetType): string => `Add ${targetKindLabel(type)} target`
