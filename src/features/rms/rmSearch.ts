/**
 * The typed search params of /rm: the sub-screen open over the list (so reload and Back keep it).
 * add: Add new RM; detail: an RM read-only (Edit switches to edit); edit: the RM's fields open for
 * a Save. `rm` is the RM's id, a temp id (negative) for one added on this device and not sent yet.
 */

export const RM_VIEWS = ['add', 'detail', 'edit'] as const
export type RmView = (typeof RM_VIEWS)[number]

export interface RmSearch {
  view?: RmView
  rm?: number
}

const isView = (value: unknown): value is RmView =>
  typeof value === 'string' && (RM_VIEWS as readonly string[]).includes(value)

function idParam(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id !== 0 ? id : undefined
}

/** Unknown or malformed params are dropped; detail and edit without an RM open the list. */
export function validateRmSearch(search: Record<string, unknown>): RmSearch {
  const rm = idParam(search.rm)
  if (search.view === 'add') return { view: 'add' }
  if (isView(search.view) && rm !== undefined) return { view: search.view, rm }
  return {}
}
