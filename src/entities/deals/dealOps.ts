/**
 * Deal ops of the pipeline board and the deal detail: create (Add deal), move stage (drop),
 * probability, state (Won, Lost, reopen) and delete.
 */
import { DEAL_ROUTES, type NewDealRequest } from '../../contract/deals.ts'
import type { DealCard } from '../../contract/pipeline.ts'
import { PIPELINE_ROUTES } from '../../contract/pipeline.ts'
import { pathOf } from '../../contract/route.ts'
import {
  stageForProbability,
  stageProbability,
  type StageId,
  type StateCode,
} from '../../domain/stages.ts'
import {
  createdWriteBack,
  defineCreateOp,
  defineOp,
  defineUpdateOp,
  entityState,
  numberFields,
} from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sets, type ParamsOf } from '../../sync/payloadFields.ts'

/** The deal's state as the local row keeps it (the pipeline list only answers open deals). */
export type DealStateName = 'open' | 'won' | 'lost'

export const STATE_BY_CODE: Readonly<Record<StateCode, DealStateName>> = {
  2: 'won',
  3: 'lost',
  4: 'open',
}

const dealState = (body: unknown) => entityState(body, 'dealId')

export type MoveStageArgs = { dealId: number; stage: StageId }

/** Drag and drop to another column: the stage and that stage's probability. */
export const dealMoveStage = defineUpdateOp<MoveStageArgs>({
  type: 'deal.moveStage',
  label: 'Move stage',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ stage }) => ({ stage, probability: stageProbability(stage) }),
  request: ({ dealId, stage }, { userId }) => ({
    method: PIPELINE_ROUTES.drop.method,
    path: pathOf(PIPELINE_ROUTES.drop, { dealId, userId, stageId: stage }),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['stage', 'probability', 'version']) }),
  serverState: dealState,
  fields: fieldsOf<ParamsOf<typeof PIPELINE_ROUTES.drop>>()({
    dealId: NOT_CHANGED,
    userId: NOT_CHANGED,
    stageId: sets('stage', 'probability'),
  }),
  merges: true,
})

export type SetProbabilityArgs = { dealId: number; probability: number }

/** The probability editor: the probability, and the stage the probability rule gives. */
export const dealSetProbability = defineUpdateOp<SetProbabilityArgs>({
  type: 'deal.setProbability',
  label: 'Change probability',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ probability }) => ({ probability, stage: stageForProbability(probability) }),
  request: ({ dealId, probability }, { userId }) => ({
    method: PIPELINE_ROUTES.probability.method,
    path: pathOf(PIPELINE_ROUTES.probability, { dealId, userId, probability }),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['stage', 'probability', 'version']) }),
  serverState: dealState,
  fields: fieldsOf<ParamsOf<typeof PIPELINE_ROUTES.probability>>()({
    dealId: NOT_CHANGED,
    userId: NOT_CHANGED,
    probability: sets('probability', 'stage'),
  }),
  merges: true,
})

export type SetStateArgs = { dealId: number; code: StateCode }

/** Won (2), Lost (3), reopen (4). */
export const dealSetState = defineUpdateOp<SetStateArgs>({
  type: 'deal.setState',
  label: 'Change state',
  table: 'deals',
  kind: 'update',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: ({ code }) => ({ state: STATE_BY_CODE[code] }),
  request: ({ dealId, code }, { userId }) => ({
    method: PIPELINE_ROUTES.state.method,
    path: pathOf(PIPELINE_ROUTES.state, { dealId, userId, code }),
  }),
  writeBack: (answer) => ({ patch: numberFields(answer, ['version']) }),
  serverState: dealState,
  fields: fieldsOf<ParamsOf<typeof PIPELINE_ROUTES.state>>()({
    dealId: NOT_CHANGED,
    userId: NOT_CHANGED,
    code: sets('state'),
  }),
  merges: true,
})

export type DeleteDealArgs = { dealId: number; dealName: string }

/** Delete (permanent): DELETE /pipeline/{dealId}/{userId}, answered with the deal's name. */
export const dealDelete = defineOp<DeleteDealArgs>({
  type: 'deal.delete',
  label: 'Delete deal',
  table: 'deals',
  kind: 'delete',
  idArg: 'dealId',
  refs: {},
  ifMatch: true,
  local: () => ({}),
  request: ({ dealId }, { userId }) => ({
    method: DEAL_ROUTES.remove.method,
    path: pathOf(DEAL_ROUTES.remove, { dealId, userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: dealState,
  // Someone else deleted it first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})

export type DealCreateArgs = Omit<NewDealRequest, 'userId'> & {
  /** A temp id, given when the op is queued. */
  dealId: number
  /** Shown on the card until the server's list replaces it. */
  clientName: string
  rmName: string
}

/** The new deal as its card, shown on the board at once (version 0 until the server answers). */
export function newDealCard(args: DealCreateArgs): DealCard {
  return {
    dealId: args.dealId,
    dealName: args.name,
    stage: args.stageId,
    age: 0,
    dealDate: args.dealDate,
    clientName: args.clientName,
    clientId: args.clientId,
    proposalValue: 0,
    probability: args.probability,
    access: [],
    rms: [{ id: args.userIdRM, text: args.rmName }],
    invoicePeriod: 0,
    statusDate: null,
    version: 0,
  }
}

/**
 * Add deal: POST /pipeline with the new deal payload, answered { id, name, clientId }. A deal for
 * a client (or contact) created offline waits for it and is sent with its server id.
 */
export const dealCreate = defineCreateOp<DealCreateArgs>({
  type: 'deal.create',
  label: 'Add deal',
  table: 'deals',
  kind: 'create',
  idArg: 'dealId',
  refs: { clientId: 'clients', contactId: 'contacts' },
  ifMatch: false,
  local: (args) => {
    const { dealId: _temp, ...card } = newDealCard(args)
    return card
  },
  request: (args, { userId }) => {
    const body: NewDealRequest = {
      userId,
      clientId: args.clientId,
      contactId: args.contactId,
      dealDate: args.dealDate,
      tribeId: args.tribeId,
      segmentId: args.segmentId,
      branchId: args.branchId,
      userIdRM: args.userIdRM,
      name: args.name,
      stageId: args.stageId,
      probability: args.probability,
      picId: args.picId,
    }
    const { create } = DEAL_ROUTES
    return { method: create.method, path: pathOf(create, {}), body }
  },
  writeBack: createdWriteBack,
  serverState: () => null,
})
