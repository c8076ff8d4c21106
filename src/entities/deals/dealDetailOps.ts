/**
 * Deal ops of the deal detail's cards (core-spec "Deal detail"): the deal name edit, the Client
 * Information card and the Owners dialog. They act on the deal's card row (deals:<dealId>), so
 * they chain on the deal's version with its other ops. The name is the card's own `dealName`;
 * client info and owners sit on the card as overlays (`clientInfoDraft`, `ownersDraft`) that the
 * detail shows on top of the pulled detail, dropped when the op settles (the detail is re-pulled).
 */
import {
  DEAL_ROUTES,
  type ClientInfoRequest,
  type OwnersRequest,
  type UpdateDealRequest,
} from '../../contract/deals.ts'
import { pathOf } from '../../contract/route.ts'
import { shareForSave } from '../../domain/shares.ts'
import type { DealRow } from './dealRows.ts'
import { defineUpdateOp, entityState, numberFields } from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends, sets } from '../../sync/payloadFields.ts'

const dealState = (body: unknown) => entityState(body, 'dealId')

export type RenameArgs = Omit<UpdateDealRequest, 'id' | 'userId'> & { dealId: number }

/** Deal name edit: PUT /pipeline/{id} with the whole name save payload, answered { id, name }. */
export const dealRename = defineUpdateOp<RenameArgs>({
  type: 'deal.rename',
  label: 'Edit deal name',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: { clientId: 'clients', contactId: 'contacts' },
  ifMatch: true,
  local: ({ name }) => ({ dealName: name }),
  request: ({ dealId, ...fields }, { userId }) => {
    const body: UpdateDealRequest = { id: dealId, userId, ...fields }
    const { update } = DEAL_ROUTES
    return { method: update.method, path: pathOf(update, { dealId }), body }
  },
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: dealState,
  // The name is its change; every other field is sent as the server has it (from the deal its
  // 412 carries), so a rename never puts back an old stage.
  fields: fieldsOf<UpdateDealRequest>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    name: sends({ dealName: 'name' }),
    clientId: sends('clientId'),
    contactId: sends('contactId'),
    dealDate: sends('dealDate'),
    segmentId: sends('segmentId'),
    branchId: sends('branchId'),
    stageId: sends({ stage: 'stageId' }),
    probability: sends('probability'),
    picId: sends('picId'),
  }),
  merges: true,
})

export type ClientInfo = NonNullable<DealRow['clientInfoDraft']>

/** The Client Information payload less the acting user (added when sent), with the names shown. */
export type SetClientInfoArgs = Omit<ClientInfoRequest, 'userId'> & {
  /** Names shown on the card until the re-pulled detail replaces them. */
  contactName: string
  memberNames: string[]
}

export function clientInfoOf(args: SetClientInfoArgs): ClientInfo {
  return {
    clientCompany: { id: args.clientId, text: args.companyName },
    clientContact: { id: args.contactId, text: args.contactName },
    clientMembers: args.memberIds.map((id, index) => ({ id, text: args.memberNames[index] ?? '' })),
  }
}

/**
 * Client Information save: PUT /pipeline/client/{clientId}, answered 204 without a version; the
 * server bumps the deal's version, and If-Match guaranteed the base, so the new one is base + 1.
 */
export const dealSetClientInfo = defineUpdateOp<SetClientInfoArgs>({
  type: 'deal.setClientInfo',
  label: 'Edit client information',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: { clientId: 'clients', contactId: 'contacts', memberIds: 'contacts' },
  ifMatch: true,
  local: (args) => ({ clientInfoDraft: clientInfoOf(args) }),
  request: (args, { userId }) => {
    const body: ClientInfoRequest = {
      clientId: args.clientId,
      dealId: args.dealId,
      userId,
      companyName: args.companyName,
      contactId: args.contactId,
      memberIds: args.memberIds,
    }
    const { clientInfo } = DEAL_ROUTES
    return {
      method: clientInfo.method,
      path: pathOf(clientInfo, { clientId: args.clientId }),
      body,
    }
  },
  writeBack: (_answer, baseVersion) => ({
    patch: {
      clientInfoDraft: undefined,
      ...(typeof baseVersion === 'number' ? { version: baseVersion + 1 } : {}),
    },
  }),
  serverState: dealState,
  fields: fieldsOf<ClientInfoRequest>()({
    dealId: NOT_CHANGED,
    userId: NOT_CHANGED,
    clientId: sets('clientInfoDraft'),
    companyName: sets('clientInfoDraft'),
    contactId: sets('clientInfoDraft'),
    memberIds: sets('clientInfoDraft'),
  }),
  // Always asks: the card is an overlay on the row, whose base holds no client information to
  // compare, and the deal a 412 carries has no members.
  merges: false,
})

export type DealOwners = NonNullable<DealRow['ownersDraft']>

export type SetOwnersArgs = { dealId: number; owners: DealOwners }

/** The owners payload of the owners as the detail shows them; NaN shares are sent as 0. */
export function ownersRequestOf(dealId: number, owners: DealOwners, userId: number): OwnersRequest {
  return {
    dealId,
    userId,
    segmentId: owners.segment?.id ?? 0,
    branchId: owners.branch?.id ?? 0,
    consultants: owners.consultants.map((consultant) => consultant.id),
    rms: owners.rms.map((rm) => {
      const { percent, nominal, usePercent } = shareForSave(rm)
      return { userId: rm.userId, percent, nominal, usePercent }
    }),
    tribes: owners.tribes.map((tribe) => {
      const { percent, nominal, usePercent } = shareForSave(tribe)
      return { tribeId: tribe.id, percent, nominal, usePercent }
    }),
    picId: owners.pic?.id ?? 0,
  }
}

/** Owners dialog save (and the detail's automatic re-save): POST /pipeline/owners. */
export const dealSetOwners = defineUpdateOp<SetOwnersArgs>({
  type: 'deal.setOwners',
  label: 'Edit owners',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ owners }) => ({ ownersDraft: owners }),
  request: ({ dealId, owners }, { userId }) => ({
    method: DEAL_ROUTES.owners.method,
    path: pathOf(DEAL_ROUTES.owners, {}),
    body: ownersRequestOf(dealId, owners, userId),
  }),
  writeBack: (answer) => ({
    patch: { ownersDraft: undefined, ...numberFields(answer, ['version']) },
  }),
  serverState: dealState,
  fields: fieldsOf<OwnersRequest>()({
    dealId: NOT_CHANGED,
    userId: NOT_CHANGED,
    segmentId: sets('ownersDraft'),
    branchId: sets('ownersDraft'),
    consultants: sets('ownersDraft'),
    rms: sets('ownersDraft'),
    tribes: sets('ownersDraft'),
    picId: sets('ownersDraft'),
  }),
  // Always asks: the owners are an overlay on the row, whose base holds no owners to compare,
  // and the deal a 412 carries has no shares, consultants or tribes.
  merges: false,
})
