/** Roles and what they may do (core-spec section 6, api-notes "Roles"). */

export const ROLE = { readOnly: 0, admin: 1, manager: 2, viewer: 4, rm: 5 } as const

export interface Actor {
  id: number
  roleId: number
}

/** A deal or invoice as far as permissions go: who owns it and who was given access. */
export interface OwnedItem {
  rms?: readonly { id?: number; userId?: number }[] | null
  access?: readonly { id?: number; userId?: number }[] | null
}

const listHas = (list: OwnedItem['rms'], userId: number): boolean =>
  (list ?? []).some((entry) => (entry.id ?? entry.userId) === userId)

/**
 * Acting on a deal (moving, editing cards, opening its menu): roles 1 and 2 always;
 * role 5 only when in the deal's access list or RMs; every other role never.
 */
export function canActOnDeal(actor: Actor, deal: OwnedItem): boolean {
  if (actor.roleId === ROLE.admin || actor.roleId === ROLE.manager) return true
  if (actor.roleId === ROLE.rm) return listHas(deal.access, actor.id) || listHas(deal.rms, actor.id)
  return false
}

/** The Add deal button: roles 1, 2 and 5. */
export function canAddDeal(actor: Actor): boolean {
  return canWrite(actor)
}

/**
 * Writing at all: roles 1, 2 and 5. Every other role (0, 4 read only, unknown) reads only; the
 * server refuses their writes (403) except on their own profile.
 */
export function canWrite(actor: Pick<Actor, 'roleId'>): boolean {
  return actor.roleId === ROLE.admin || actor.roleId === ROLE.manager || actor.roleId === ROLE.rm
}

/** The opposite of canWrite: the roles the server answers 403 on any write but their profile. */
export function isReadOnlyRole(roleId: number): boolean {
  return !canWrite({ roleId })
}

/**
 * Adding a client company, editing one (its fields, relationship managers), adding and editing
 * its contacts, uploading client data (CSV): every role that writes (1, 2 and 5), whoever the
 * company's relationship managers are.
 */
export function canEditClient(actor: Pick<Actor, 'roleId'>): boolean {
  return canWrite(actor)
}

/**
 * Deleting a client company or one of its contacts: roles 1 and 2 always; role 5 only when one of
 * the company's relationship managers (`relManagerIds`: their user ids); every other role never.
 */
export function canDeleteClient(actor: Actor, relManagerIds: readonly number[]): boolean {
  if (actor.roleId === ROLE.admin || actor.roleId === ROLE.manager) return true
  return actor.roleId === ROLE.rm && relManagerIds.includes(actor.id)
}

/** Deleting a contact follows its company (canDeleteClient). */
export const canDeleteContact = canDeleteClient

/** Only role 1 may move an invoiced item back to To Be Invoice, add or edit RMs, see /rm and /teamconfig. */
export function isAdmin(actor: Pick<Actor, 'roleId'>): boolean {
  return actor.roleId === ROLE.admin
}

/** Only role 1 may move an invoiced item back to To be invoiced. */
export function canMoveInvoiceBack(actor: Pick<Actor, 'roleId'>): boolean {
  return isAdmin(actor)
}

/** The Invoice screen's tabs: To be Invoice and Invoiced. */
export type InvoiceTab = 'tobe' | 'invoiced'
export type InvoiceCardAction = 'invoiced' | 'detail' | 'moveBack'

/** Menu texts of the invoice card actions. */
export const INVOICE_CARD_ACTION_LABEL: Readonly<Record<InvoiceCardAction, string>> = {
  invoiced: 'Invoiced',
  detail: 'Detail invoice',
  moveBack: 'To be invoiced',
}

/**
 * The menu of an invoice card. On To be invoiced, 'Invoiced' is offered to those who may act on
 * the item (as on a deal) unless they are listed among its RMs (nobody marks their own invoice as
 * invoiced); everyone else sees only 'Detail invoice'. On Invoiced, role 1 may also move it back.
 */
export function invoiceCardActions(
  actor: Actor,
  invoice: OwnedItem,
  tab: InvoiceTab,
): InvoiceCardAction[] {
  if (tab === 'invoiced') return canMoveInvoiceBack(actor) ? ['detail', 'moveBack'] : ['detail']
  const mayMarkInvoiced = canActOnDeal(actor, invoice) && !listHas(invoice.rms, actor.id)
  return mayMarkInvoiced ? ['invoiced', 'detail'] : ['detail']
}

/**
 * Whether a save that makes an invoice invoiced (a new invoice, the to-invoice form) may list
 * these RMs: nobody marks their own invoice as invoiced, on a new invoice either.
 */
export const mayInvoiceListing = (actor: Pick<Actor, 'id'>, rmIds: readonly number[]): boolean =>
  !rmIds.includes(actor.id)

/** Role 1 alone adds new RMs and edits RM fields (sales-activity-spec section 6). */
export function canManageRms(actor: Pick<Actor, 'roleId'>): boolean {
  return isAdmin(actor)
}

/** The roles whose sidebar shows Invoice (core-spec section 6): their devices keep both lists. */
export const INVOICE_ROLES: readonly number[] = [ROLE.admin, ROLE.manager, ROLE.rm]

export function keepsInvoices(actor: Pick<Actor, 'roleId'>): boolean {
  return INVOICE_ROLES.includes(actor.roleId)
}
