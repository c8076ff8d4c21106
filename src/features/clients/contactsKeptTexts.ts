/** What the screens say of contacts this device does not keep (the specification has no text). */

export const COMPANY_CONTACTS_OFFLINE =
  "This company's contacts are not on this device yet: they load as soon as the connection is back."

export const ONLY_KEPT_CONTACTS_OFFLINE =
  'Offline: these are the contacts kept on this device, those of the companies whose deals it keeps. Every contact shows once the connection is back.'

export const ONLY_KEPT_CONTACTS_UNANSWERED =
  'The server did not answer: these are the contacts kept on this device.'
