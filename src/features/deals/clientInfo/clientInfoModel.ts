/**
 * The Client Information card's model (core-spec "Deal detail", section 5 "Client contact is
 * required in the deal client card"): what it shows (the card's pending client info on top of the
 * pulled detail) and the save's args from the edited form.
 */
import type { IdText } from '../../../contract/common.ts'
import type { DealDetail } from '../../../contract/deals.ts'
import type { DealRow } from '../../../entities/deals/dealRows.ts'
import type { ClientInfo, SetClientInfoArgs } from '../../../entities/deals/dealDetailOps.ts'

export function clientInfoShown(detail: DealDetail, card: DealRow | undefined): ClientInfo {
  if (card?.clientInfoDraft) return card.clientInfoDraft
  const { clientCompany, clientContact, clientMembers } = detail
  return { clientCompany, clientContact, clientMembers }
}

export interface ClientInfoForm {
  company: IdText
  /** 0 until a contact is chosen. */
  contactId: number
  memberIds: number[]
}

export const formOf = (info: ClientInfo): ClientInfoForm => ({
  company: info.clientCompany,
  contactId: info.clientContact?.id ?? 0,
  memberIds: info.clientMembers.map((member) => member.id),
})

/** Another company: its contacts differ, so contact and members start empty. */
export const withCompany = (company: IdText): ClientInfoForm => ({
  company,
  contactId: 0,
  memberIds: [],
})

export function clientInfoArgs(
  dealId: number,
  form: ClientInfoForm,
  contacts: readonly IdText[],
): SetClientInfoArgs {
  const nameOf = (id: number) => contacts.find((contact) => contact.id === id)?.text ?? ''
  const memberIds = form.memberIds.filter((id) => id !== form.contactId)
  return {
    dealId,
    clientId: form.company.id,
    companyName: form.company.text,
    contactId: form.contactId,
    memberIds,
    contactName: nameOf(form.contactId),
    memberNames: memberIds.map(nameOf),
  }
}
