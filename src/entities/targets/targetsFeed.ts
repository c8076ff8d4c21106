/** The targets' part of the change feed: each person's kept years' rows, in TARGETS_LIST. */
import type { IndividualTarget } from '../../contract/targets.ts'
import { keptTargetYears } from '../../domain/targetTypes.ts'
import { asRows } from '../../sync/pull.ts'
import { tableSection } from '../../sync/tableSection.ts'
import { TARGETS_LIST } from '../briefcaseLists.ts'
import { targetKey, targetRowOfIndividual } from './targetRows.ts'

/** A person's kept rows: the feed names people; a year around the kept ones is dropped too. */
const keysOfPeople = (userIds: readonly number[], now: number): number[] => {
  const [year] = keptTargetYears(new Date(now))
  const years = [year! - 1, year!, year! + 1, year! + 2]
  return userIds.flatMap((userId) => years.map((each) => targetKey('rm', userId, each)))
}

export const targetsFeed = tableSection<IndividualTarget>({
  key: 'targets',
  table: 'targets',
  list: TARGETS_LIST,
  part: (page) => page.targets,
  rows: (upserts) => asRows(upserts.map(targetRowOfIndividual)),
  deletedKeys: (userIds, { now }) => keysOfPeople(userIds, now()),
  // A person's target answers each kept year: the window counts the person once.
  count: (part) => new Set(part.upserts.map((target) => target.userId)).size + part.deletes.length,
})
