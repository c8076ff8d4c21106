/**
 * /clientsfrommodalvisit hands the company just added back to the sales visit dialog that sent
 * the user there (sales-activity-spec section 2): kept in sessionStorage until the dialog takes it.
 * The id may be temporary (a company added offline); the outbox remaps it once the company syncs,
 * so a visit queued with it reaches the server with the server's id.
 */
export interface ChosenCompany {
  id: number
  text: string
}

const KEY = 'crm:clientsFromModalVisit:chosen'

export function keepChosenCompany(company: ChosenCompany): void {
  sessionStorage.setItem(KEY, JSON.stringify(company))
}

/** The company added on /clientsfrommodalvisit, once (it is forgotten when taken). */
export function takeChosenCompany(): ChosenCompany | null {
  const stored = sessionStorage.getItem(KEY)
  sessionStorage.removeItem(KEY)
  if (!stored) return null
  try {
    const value = JSON.parse(stored) as Partial<ChosenCompany>
    return typeof value.id === 'number' && typeof value.text === 'string'
      ? { id: value.id, text: value.text }
      : null
  } catch {
    return null
  }
}
