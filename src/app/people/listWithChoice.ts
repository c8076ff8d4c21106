import type { IdText } from '../../contract/common.ts'

/** A master list, by name, with the person's own choice in it (master data not pulled yet). */
export function listWithChoice(
  list: readonly IdText[] | undefined,
  choice: IdText | null | undefined,
): IdText[] {
  const all = [...(list ?? [])]
  if (choice && !all.some((entry) => entry.id === choice.id)) all.push(choice)
  return all.sort((a, b) => a.text.localeCompare(b.text))
}
