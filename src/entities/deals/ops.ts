/** The deals module's op types, by name: every write of it the outbox carries. */
import {
  dealCreate,
  dealMoveStage,
  dealSetProbability,
  dealSetState,
  dealDelete,
} from './dealOps.ts'
import { dealRename, dealSetClientInfo, dealSetOwners } from './dealDetailOps.ts'
import { dealUploadDocument } from './documentOps.ts'
import { statusCreate, statusUpdate, statusDelete } from './statusOps.ts'

export const DEALS_OPS = {
  'deal.create': dealCreate,
  'deal.moveStage': dealMoveStage,
  'deal.setProbability': dealSetProbability,
  'deal.setState': dealSetState,
  'deal.delete': dealDelete,
  'deal.rename': dealRename,
  'deal.setClientInfo': dealSetClientInfo,
  'deal.setOwners': dealSetOwners,
  'deal.uploadDocument': dealUploadDocument,
  'status.create': statusCreate,
  'status.update': statusUpdate,
  'status.delete': statusDelete,
} as const
