import { describe, expect, it } from 'vitest'
import { clientRightsOf, NOBODY } from '../../../src/features/clients/clientRights.ts'

const ME = 7
const mine = [{ relManagerId: ME }, { relManagerId: 3 }]
const notMine = [{ relManagerId: 3 }]

describe('the client screens ask the server rules', () => {
  it.each([
    // role, may edit, may delete mine, may delete not mine, may delete unknown (no RMs held)
    [0, false, false, false, false],
    [1, true, true, true, true],
    [2, true, true, true, true],
    [4, false, false, false, false],
    [5, true, true, false, false],
    [9, false, false, false, false],
  ])('role %i: edit %s, delete mine %s, not mine %s, unknown %s', (roleId, ...expected) => {
    const rights = clientRightsOf({ id: ME, roleId })
    const [edit, deleteMine, deleteNotMine, deleteUnknown] = expected
    expect(rights.canEdit).toBe(edit)
    expect(rights.canDelete(mine)).toBe(deleteMine)
    expect(rights.canDelete(notMine)).toBe(deleteNotMine)
    expect(rights.canDelete(undefined)).toBe(deleteUnknown)
  })

  it('allows nothing without a session', () => {
    const rights = clientRightsOf(NOBODY)
    expect(rights.canEdit).toBe(false)
    expect(rights.canDelete(mine)).toBe(false)
  })
})
