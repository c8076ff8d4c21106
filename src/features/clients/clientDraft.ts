/** The client form's values: empty for a new company, or those of a cached client row. */
import { defaultPhoneValue, phoneFieldValue, phoneForSave } from '../../domain/phone.ts'
import type { ClientRow, ContactRow } from '../../entities/clients/clientRows.ts'
import type { ClientFields } from '../../entities/clients/clientOps.ts'
import type { ContactFields } from '../../entities/contacts/contactOps.ts'

export type ClientDraft = Omit<ClientFields, 'industry'>

export function emptyClientDraft(): ClientDraft {
  return {
    company: '',
    industryId: 0,
    segmentId: 0,
    phone: defaultPhoneValue(),
    fax: defaultPhoneValue(),
    address1: '',
    address2: '',
    address3: '',
    website: '',
    remarks: '',
    relManagers: [],
  }
}

export function clientDraftOf(row: ClientRow): ClientDraft {
  return {
    company: row.company,
    industryId: row.industryId || row.crmIndustryId || 0,
    segmentId: row.segmentId ?? 0,
    phone: phoneFieldValue(row.phone),
    fax: phoneFieldValue(row.fax),
    address1: row.address1 ?? '',
    address2: row.address2 ?? '',
    address3: row.address3 ?? '',
    website: row.website ?? '',
    remarks: row.remarks ?? '',
    relManagers: row.relManagers ?? [],
  }
}

/**
 * The fields an op carries: the draft, trimmed, with the industry's name for the list. A phone or
 * fax holding nothing but the prefix (the +62 starting value, or part of it) is saved empty.
 */
export function clientFieldsOf(draft: ClientDraft, industryName: string): ClientFields {
  return {
    ...draft,
    company: draft.company.trim(),
    phone: phoneForSave(draft.phone),
    fax: phoneForSave(draft.fax),
    address1: draft.address1.trim(),
    address2: draft.address2.trim(),
    address3: draft.address3.trim(),
    website: draft.website.trim(),
    remarks: draft.remarks.trim(),
    industry: industryName,
  }
}

export function contactFieldsOfRow(row: ContactRow): ContactFields {
  return {
    valid: row.valid,
    salutation: row.salutation,
    name: row.name,
    email: row.email,
    phone: row.phone,
    department: row.department,
    position: row.position,
  }
}
