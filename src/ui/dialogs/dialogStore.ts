/**
 * The imperative dialog API: features and the API error mapping open dialogs with
 * `showResult`, `showConfirm` and `showAlert`, each answering a promise; `DialogHost` renders
 * whatever is open.
 */
import type { ResultButton } from '../../domain/messages.ts'

/** `waiting`: saved on this device, not yet accepted by the server. */
export type ResultIcon = 'error' | 'authorisation' | 'success' | 'waiting'

/** Every icon a message dialog shows: a result's, `warning` (an alert's default) and `question` (a confirm's). */
export type DialogIcon = ResultIcon | 'warning' | 'question'

export const MIN_DIALOG_WIDTH = 300
export const MAX_DIALOG_WIDTH = 1100

export const dialogWidth = (width: number): number =>
  Math.min(MAX_DIALOG_WIDTH, Math.max(MIN_DIALOG_WIDTH, width))

export interface ResultOptions {
  icon: ResultIcon
  title: string
  /** HTML, sanitised before it is shown. */
  message?: string
  button?: ResultButton
  width?: number
}

export interface ConfirmOptions {
  title: string
  text?: string
  yes: string
  /** Defaults to 'No, Cancel'. */
  no?: string
  width?: number
}

export interface AlertOptions {
  /** Defaults to 'warning'. */
  icon?: DialogIcon
  title: string
  message?: string
  button?: string
  width?: number
}

interface Opened<K extends string, O, V> {
  id: number
  kind: K
  options: O
  settle(value: V): void
}

export type OpenDialog =
  | Opened<'result', ResultOptions, ResultButton | null>
  | Opened<'confirm', ConfirmOptions, boolean>
  | Opened<'alert', AlertOptions, void>

let dialogs: readonly OpenDialog[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly OpenDialog[]): void {
  dialogs = next
  for (const listener of listeners) listener()
}

function open<D extends OpenDialog>(
  kind: D['kind'],
  options: D['options'],
): Promise<Parameters<D['settle']>[0]> {
  return new Promise((resolve) => {
    const id = nextId++
    const settle = (value: Parameters<D['settle']>[0]) => {
      publish(dialogs.filter((dialog) => dialog.id !== id))
      resolve(value)
    }
    publish([...dialogs, { id, kind, options, settle } as D])
  })
}

/** Resolves with the footer button pressed, or null when dismissed (Escape). */
export const showResult = (options: ResultOptions): Promise<ResultButton | null> =>
  open<Extract<OpenDialog, { kind: 'result' }>>('result', options)

/** Resolves true for the yes button, false for 'No, Cancel' or Escape. */
export const showConfirm = (options: ConfirmOptions): Promise<boolean> =>
  open<Extract<OpenDialog, { kind: 'confirm' }>>('confirm', options)

export const showAlert = (options: AlertOptions): Promise<void> =>
  open<Extract<OpenDialog, { kind: 'alert' }>>('alert', options)

export function openDialogs(): readonly OpenDialog[] {
  return dialogs
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
