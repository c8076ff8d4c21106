/**
 * Pulling targets into IndexedDB: a personal target (GET /Pipeline/target/{year}/{userId}) or a
 * unit's (GET /Pipeline/target/{type}/{id}/{year}), each kept as its own one-row list, so a row
 * with a change waiting in the outbox is left as it is.
 */
import { pathOf } from '../../contract/route.ts'
import { TARGET_ROUTES } from '../../contract/targets.ts'
import type { TargetType } from '../../domain/targetTypes.ts'
import { targetListKey, targetRowOfIndividual, targetRowOfUnit } from './targetRows.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'

export const individualTargetPull = (year: number, userId: number): ListPull => ({
  key: targetListKey('rm', userId, year),
  table: 'targets',
  path: pathOf(TARGET_ROUTES.individual, { year, userId }),
  rows: (body) => asRows([targetRowOfIndividual(readAnswer(TARGET_ROUTES.individual, body))]),
})

export const unitTargetPull = (type: TargetType, id: number, year: number): ListPull => ({
  key: targetListKey(type, id, year),
  table: 'targets',
  path: pathOf(TARGET_ROUTES.read, { type, id, year }),
  rows: (body) => asRows([targetRowOfUnit(readAnswer(TARGET_ROUTES.read, body))]),
})
