/**
 * Contact ops (core-spec "Contact editor", "Contact client list"): add, edit and delete one
 * contact of a client. A contact of a client created offline refers to the client's temp id
 * (`refs`), so it waits for the client's create and is sent with the server's id.
 */
import { CONTACT_ROUTES, type ContactInput } from '../../contract/contacts.ts'
import { pathOf } from '../../contract/route.ts'
import {
  createdWriteBack,
  defineCreateOp,
  defineOp,
  defineUpdateOp,
  entityState,
  numberFields,
} from '../../sync/opType.ts'
import { fieldsOf, sends } from '../../sync/payloadFields.ts'

/** A type (not the contract's interface) so that op args keep an index signature. */
export type ContactFields = { [K in keyof ContactInput]: ContactInput[K] }

const contactBody = (fields: ContactFields): ContactFields => ({
  valid: fields.valid,
  salutation: fields.salutation,
  name: fields.name.trim(),
  email: fields.email.trim(),
  phone: fields.phone,
  department: fields.department.trim(),
  position: fields.position.trim(),
})

const contactState = (body: unknown) => entityState(body, 'id')

export type ContactCreateArgs = ContactFields & {
  /** A temp id, given when the op is queued. */
  contactId: number
  clientId: number
}

export const contactCreate = defineCreateOp<ContactCreateArgs>({
  type: 'contact.create',
  label: 'Add contact',
  table: 'contacts',
  kind: 'create',
  idArg: 'contactId',
  refs: { clientId: 'clients' },
  ifMatch: false,
  local: (args) => ({ ...contactBody(args), clientId: args.clientId, version: 0 }),
  request: (args, { userId }) => ({
    method: CONTACT_ROUTES.save.method,
    path: pathOf(CONTACT_ROUTES.save, { contactId: 0, clientId: args.clientId, userId }),
    body: contactBody(args),
  }),
  writeBack: createdWriteBack,
  serverState: () => null,
})

export type ContactUpdateArgs = ContactFields & { contactId: number; clientId: number }

export const contactUpdate = defineUpdateOp<ContactUpdateArgs>({
  type: 'contact.update',
  label: 'Edit contact',
  table: 'contacts',
  kind: 'update',
  idArg: 'contactId',
  refs: { clientId: 'clients' },
  ifMatch: true,
  local: (args) => contactBody(args),
  request: (args, { userId }) => ({
    method: CONTACT_ROUTES.save.method,
    path: pathOf(CONTACT_ROUTES.save, {
      contactId: args.contactId,
      clientId: args.clientId,
      userId,
    }),
    body: contactBody(args),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: contactState,
  fields: fieldsOf<ContactInput>()({
    valid: sends('valid'),
    salutation: sends('salutation'),
    name: sends('name'),
    email: sends('email'),
    phone: sends('phone'),
    department: sends('department'),
    position: sends('position'),
  }),
  merges: true,
})

export type ContactDeleteArgs = { contactId: number; clientId: number }

export const contactDelete = defineOp<ContactDeleteArgs>({
  type: 'contact.delete',
  label: 'Delete contact',
  table: 'contacts',
  kind: 'delete',
  idArg: 'contactId',
  refs: { clientId: 'clients' },
  ifMatch: true,
  local: () => ({}),
  request: ({ contactId, clientId }, { userId }) => ({
    method: CONTACT_ROUTES.remove.method,
    path: pathOf(CONTACT_ROUTES.remove, { clientId, contactId, userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: contactState,
  alreadyApplied: (status) => status === 404,
})
