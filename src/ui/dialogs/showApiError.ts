import { showResult, type ResultIcon } from './dialogStore.ts'

/** The parts of an API error a modal needs (src/api ApiError has them). */
export interface DisplayableError {
  kind: string
  title: string
  message: string
}

/**
 * Shows an error of the catalogue as a result modal: 'Hold Up!' with the authorisation icon
 * for a refusal by role, 'Opps' otherwise. An ended session shows nothing: the app returns to
 * the sign-in page.
 */
export function showApiError(error: DisplayableError): Promise<unknown> {
  if (error.kind === 'sessionEnded') return Promise.resolve(null)
  const icon: ResultIcon = error.kind === 'forbidden' ? 'authorisation' : 'error'
  return showResult({ icon, title: error.title, message: error.message, button: 'Close' })
}
