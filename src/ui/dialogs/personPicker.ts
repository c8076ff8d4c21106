/**
 * The person picker's rows (PersonPickerDialog): searched by name or email, and filtered by branch
 * and segment where the people have them.
 */

/** One person to choose: what each picker's data maps to. */
export interface PickablePerson {
  id: number
  name: string
  email?: string
  /** The branch's and the segment's names ('' or absent: none). */
  branch?: string
  segment?: string
}

/** '' for all. */
export interface PersonPickerFilter {
  branch: string
  segment: string
  search: string
}

export const NO_PERSON_FILTER: PersonPickerFilter = { branch: '', segment: '', search: '' }

export type PersonFacet = 'branch' | 'segment'

/** The facet's values among the people, sorted: the options of its filter (none: no filter). */
export function facetValues(people: readonly PickablePerson[], facet: PersonFacet): string[] {
  const values = new Set<string>()
  for (const person of people) {
    const value = person[facet]?.trim()
    if (value) values.add(value)
  }
  return [...values].sort((a, b) => a.localeCompare(b))
}

const matches = (wanted: string, value: string | undefined): boolean =>
  wanted === '' || value?.trim() === wanted

export function pickablePeople(
  people: readonly PickablePerson[],
  filter: PersonPickerFilter,
): PickablePerson[] {
  const wanted = filter.search.trim().toLowerCase()
  return people.filter(
    (person) =>
      matches(filter.branch, person.branch) &&
      matches(filter.segment, person.segment) &&
      (person.name.toLowerCase().includes(wanted) ||
        (person.email ?? '').toLowerCase().includes(wanted)),
  )
}
