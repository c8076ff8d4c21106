/**
 * Personal targets: the user's own of this year and the next, and those waiting for the user's
 * approval (every RM for roles 1 and 2, the teams a leader or mentor leads); the feed moves them.
 */
import type { IndividualTarget } from '../../contract/targets.ts'
import { keptTargetYears } from '../../domain/targets.ts'
import type { CrmDb } from '../db.ts'
import { targetKey, targetRowOfIndividual } from './targetRows.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { TARGETS_OPS } from './ops.ts'
import { TARGETS_NAMING } from './naming.ts'
import { asRows } from '../../sync/pull.ts'
import { TARGETS_LIST } from '../briefcaseLists.ts'
import { later } from '../later.ts'

/** A person's kept rows: the feed names people; a year around the kept ones is dropped too. */
const keysOfPeople = (userIds: readonly number[], now: number): number[] => {
  const [year] = keptTargetYears(new Date(now))
  const years = [year! - 1, year!, year! + 1, year! + 2]
  return userIds.flatMap((userId) => years.map((each) => targetKey('rm', userId, each)))
}

export const targetsModule: EntityModule<CrmDb> = {
  ops: TARGETS_OPS,
  naming: TARGETS_NAMING,
  name: 'target',
  areas: [
    {
      id: 'targets',
      label: 'Targets',
      feedKeys: ['targets'],
      fill: later(
        () => import('./fillTargets.ts'),
        (module, context) => module.fillTargets(context),
      ),
    },
  ],
  feed: {
    keys: ['targets'],
    load: async () =>
      (await import('../../sync/tableSection.ts')).tableSection<IndividualTarget>({
        key: 'targets',
        table: 'targets',
        list: TARGETS_LIST,
        part: (page) => page.targets,
        rows: (upserts) => asRows(upserts.map(targetRowOfIndividual)),
        deletedKeys: (userIds, { now }) => keysOfPeople(userIds, now()),
        // A person's target answers each kept year: the window counts the person once.
        count: (part) =>
          new Set(part.upserts.map((target) => target.userId)).size + part.deletes.length,
      }),
  },
  keptLists: [TARGETS_LIST],
}
