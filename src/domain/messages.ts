/** Every user-facing message of the specifications, spelled as there (quirks included). */

export const OPPS = 'Opps'
export const ERROR_INPUT = 'An error occurred,input field correctly or please contact Support team'
export const ERROR_CONNECTION =
  'An error occurred,check your connection or please contact Support team'
export const HOLD_UP = 'Hold Up!'
export const AUTHORIZED_OWNERS_ONLY = "Authorized owner's only"
export const MUST_INCLUDE_INVOICE_PERIOD = 'Must include Invoice Period'
export const DEAL_CANT_BE_WON = "Deal can't be won if invoice period still empty"
export const MOBILE_NOTICE =
  'This application is not compatible for mobile device, access CRM application from desktop (PC/Laptop) browser.'
export const SIGN_IN_HEADLINE = 'Increase Productivity, Convert More Leads & Make More Sales'

export const FILE_TYPE_NOT_ALLOWED =
  'File type not allowed. File type to be must *.ppt *.pptx *.pdf *.doc *.docx'
export const CSV_TYPE_NOT_ALLOWED = 'File type not allowed. File type to be must *.csv'
export const PLEASE_SELECT_FILE = 'Please select file'

export const CONFIRM = {
  won: { title: 'Yeaah!! did we win it?', yes: 'Yes, Won it' },
  lost: { title: 'Are you sure this deal is losing?', yes: 'Yes, lost it' },
  reopen: { title: 'Are you sure reopen this deal?', yes: 'Yes, reopen deal' },
  delete: { title: 'Are you sure delete this deal?', yes: 'Yes, Delete deal' },
  cancel: 'No, Cancel',
  uploadProposal: {
    title: 'Directly upload proposals?',
    no: 'No, Later',
    yes: 'Yes I have proposal',
  },
} as const

/** The confirmation before moving an invoice back (the spec asks for one without its text). */
export const INVOICE_MOVE_BACK_CONFIRM = {
  title: 'Move this invoice back to To be invoiced?',
  yes: 'Yes, move it',
} as const

export const deleteConfirmText = (name: string): string => `Are you sure Delete ${name} ?`

export const SUCCESS = {
  clientUpdated: 'Client successfully updated',
  clientAdded: 'Add client successfully',
  clientDeleted: 'Client deleted',
  dealCreated: 'Deal successfully created',
  proposalUploaded: 'Upload Proposal success',
  dealUpdated: 'Deal successfully updated',
  probabilityUpdated: 'Update Probability success',
  pricingUpdated: 'Update Pricing success',
  agreementUpdated: 'Update Agreement success',
  invoiceAdded: 'Successfully Add Invoice',
  invoiceUpdated: 'Successfully Update Invoice',
  invoiceCreated: 'Invoice successfully created',
  invoiceMovedBack: 'Successfully move Invoice to To be invoiced',
  contactUpdated: 'Update contact successfully',
  passwordChanged: 'Change password',
  statusUpdated: 'Status successfully updated',
  /** Not in the spec (its add and edit say statusUpdated): worded as they are. */
  statusDeleted: 'Status successfully deleted',
  fileUploaded: 'Upload file success',
  dealDeleted: 'successfully deleted in our system',
  rmAdded: 'Add RM successfully',
  rmUpdated: 'Update RM successfully',
  rmDeleted: 'Delete RM successfully',
  teamAdded: 'Add Team successfully',
  teamUpdated: 'Update Team successfully',
  teamDeleted: 'Delete Team successfully',
  visitAdded: 'Add sales visit successfully',
  visitUpdated: 'Update sales visit successfully',
  /** Not in the spec (its target calls name no message): the legacy client's '<action> successfully'. */
  targetSubmitted: 'Submit successfully',
  targetApproved: 'Approve successfully',
  targetRejected: 'Reject successfully',
} as const

/**
 * Not in the spec: what a save says when the server has not accepted it yet (offline, or no answer
 * within a few seconds; the spec's success text is kept for a save the server accepted), and when
 * the server refused it (the change stays marked on its card until the user decides).
 */
export const SAVE_OUTCOME = {
  waitingTitle: 'Saved on this device',
  waitingOffline: 'It will be sent when you are online.',
  waitingAnswer: 'It is sent as soon as the server answers.',
  refusedTitle: 'Not saved',
} as const

export const stateChangeText = (dealName: string, to: 'WON' | 'LOST' | 'Open'): string =>
  `${dealName} status change to ${to}`

/** Result modal footer buttons. */
export const RESULT_BUTTONS = [
  'See detail client',
  'See client list',
  'Close',
  'Go to invoice',
  'See detail deal',
  'Go to pipeline',
  'Go to report sales',
] as const
export type ResultButton = (typeof RESULT_BUTTONS)[number]

/**
 * The 'Opps' modal for a failed call (core-spec section 8): 400 asks to correct the input; any
 * other error status, or no response at all (status null), points at the connection. A 401 is not
 * shown here: with an empty body it triggers a refresh, with a body it is the caller's message.
 */
export function errorModalFor(status: number | null): { title: string; message: string } | null {
  if (status === 401 || (status !== null && status >= 200 && status < 300)) return null
  return { title: OPPS, message: status === 400 ? ERROR_INPUT : ERROR_CONNECTION }
}
