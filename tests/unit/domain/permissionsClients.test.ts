import { describe, expect, it } from 'vitest'
import {
  canAddDeal,
  canDeleteClient,
  canDeleteContact,
  canEditClient,
  canWrite,
  isReadOnlyRole,
} from '../../../src/domain/permissions.ts'

const ME = 7
const OTHER = 3

describe('writing at all (the server refuses every write but the profile of other roles)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, true],
    [6, false],
    [-1, false],
  ])('role %i: %s', (roleId, allowed) => {
    expect(canWrite({ roleId })).toBe(allowed)
    expect(isReadOnlyRole(roleId)).toBe(!allowed)
    // The Add deal button and the client edits follow the same rule.
    expect(canAddDeal({ id: ME, roleId })).toBe(allowed)
    expect(canEditClient({ roleId })).toBe(allowed)
  })
})

describe('deleting a client company or one of its contacts', () => {
  it.each([
    [0, [ME], false],
    [0, [], false],
    [1, [], true],
    [1, [OTHER], true],
    [2, [], true],
    [2, [OTHER], true],
    [3, [ME], false],
    [4, [ME], false],
    [4, [OTHER], false],
    [5, [ME], true],
    [5, [OTHER, ME], true],
    [5, [OTHER], false],
    [5, [], false],
    [6, [ME], false],
  ] as const)('role %i, relationship managers %j: %s', (roleId, relManagerIds, allowed) => {
    expect(canDeleteClient({ id: ME, roleId }, relManagerIds)).toBe(allowed)
    expect(canDeleteContact({ id: ME, roleId }, relManagerIds)).toBe(allowed)
  })
})
