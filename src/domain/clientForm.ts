/** The client company form (core-spec sections 2, 4 and 5). */

export const CLIENT_FORM_MODES = ['add_client', 'edit_client', 'see_client'] as const
export type ClientFormMode = (typeof CLIENT_FORM_MODES)[number]

export const CLIENT_FORM_TITLE: Readonly<Record<ClientFormMode, string>> = {
  add_client: 'Add new client company',
  see_client: 'Client company detail',
  edit_client: 'Edit client company',
}

export type ClientFormField = 'company' | 'industryId'
export type ClientFormErrors = Partial<Record<ClientFormField, 'required'>>

/** Company name and industry are required. */
export function validateClientForm(form: {
  company: string | null | undefined
  industryId: number | null | undefined
}): ClientFormErrors {
  const errors: ClientFormErrors = {}
  if ((form.company ?? '').trim() === '') errors.company = 'required'
  if (!(typeof form.industryId === 'number' && form.industryId > 0)) errors.industryId = 'required'
  return errors
}

/**
 * The errors the form shows: none before the first Save, then those of the values as they are
 * now, so an error clears as soon as its field is valid (and comes back if it is emptied again).
 */
export function shownClientFormErrors(
  form: Parameters<typeof validateClientForm>[0],
  saveTried: boolean,
): ClientFormErrors {
  return saveTried ? validateClientForm(form) : {}
}

export function canSaveClient(form: Parameters<typeof validateClientForm>[0]): boolean {
  return Object.keys(validateClientForm(form)).length === 0
}

/** In see mode every field is disabled. */
export function clientFieldsDisabled(mode: ClientFormMode): boolean {
  return mode === 'see_client'
}

export type ClientFormButton = 'back' | 'delete' | 'save' | 'edit'

/** Back always; Delete for an existing client; Save while adding or editing, Edit in see mode. */
export function clientFormButtons(mode: ClientFormMode): ClientFormButton[] {
  if (mode === 'add_client') return ['back', 'save']
  return ['back', 'delete', mode === 'see_client' ? 'edit' : 'save']
}

/** Edit switches see mode to edit mode. */
export function clientModeAfterEdit(mode: ClientFormMode): ClientFormMode {
  return mode === 'see_client' ? 'edit_client' : mode
}
