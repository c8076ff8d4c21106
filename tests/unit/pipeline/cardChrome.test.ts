import { describe, expect, it } from 'vitest'
import { AUTHORIZED_OWNERS_ONLY } from '../../../src/domain/messages.ts'
import { canActOnDeal, type OwnedItem } from '../../../src/domain/permissions.ts'
import {
  cardClassName,
  NOT_MOVABLE_TEXT,
  notMovableHints,
} from '../../../src/features/pipeline/cardChrome.ts'

const ME = 7
const mine: OwnedItem = { rms: [{ id: ME }], access: [] }
const notMine: OwnedItem = { rms: [{ id: 3 }], access: [{ id: 4 }] }

const classes = (movable: boolean) => cardClassName('synced', false, movable).split(/\s+/)

describe('a card the person may not move does not look movable', () => {
  it('shows the grab cursor only on a movable card', () => {
    expect(classes(true)).toContain('cursor-grab')
    expect(classes(true)).not.toContain('cursor-default')
    expect(classes(false)).toContain('cursor-default')
    expect(classes(false)).not.toContain('cursor-grab')
    // Movable unless told (the projection and deal cards tell).
    expect(cardClassName('synced', false)).toContain('cursor-grab')
  })

  it("says why in the words of the refusal ('Authorized owner's only')", () => {
    expect(NOT_MOVABLE_TEXT.startsWith(AUTHORIZED_OWNERS_ONLY)).toBe(true)
    expect(notMovableHints(false)).toEqual({
      title: NOT_MOVABLE_TEXT,
      'aria-description': NOT_MOVABLE_TEXT,
      'data-movable': 'false',
    })
    expect(notMovableHints(true)).toEqual({ 'data-movable': 'true' })
  })

  it.each([
    [0, mine, false],
    [1, notMine, true],
    [2, notMine, true],
    [4, mine, false],
    [4, notMine, false],
    [5, mine, true],
    [5, notMine, false],
  ])('role %i on %j: grab cursor %s, as canActOnDeal', (roleId, deal, movable) => {
    const allowed = canActOnDeal({ id: ME, roleId }, deal)
    expect(allowed).toBe(movable)
    expect(classes(allowed).includes('cursor-grab')).toBe(movable)
    expect(notMovableHints(allowed)['data-movable']).toBe(String(movable))
  })
})
