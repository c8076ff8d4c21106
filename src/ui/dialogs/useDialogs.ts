import { useSyncExternalStore } from 'react'
import {
  openDialogs,
  showAlert,
  showConfirm,
  showResult,
  subscribeDialogs,
  type OpenDialog,
} from './dialogStore.ts'

const api = { showResult, showConfirm, showAlert } as const

/** The imperative dialog functions, for components. */
export function useDialogs(): typeof api {
  return api
}

export function useOpenDialogs(): readonly OpenDialog[] {
  return useSyncExternalStore(subscribeDialogs, openDialogs)
}
