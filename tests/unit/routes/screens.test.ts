import { describe, expect, it } from 'vitest'
import { activeSidebarPath } from '../../../src/routes/screens.tsx'

describe('the sidebar entry of a path', () => {
  it.each([
    ['/deals', '/deals'],
    ['/clientsfrommodalvisit', '/clients'],
    ['/2027/4', '/account'],
    ['/2027/4/', '/account'],
    ['/pending', null],
    ['/2027/x', null],
  ])('%s belongs to %s', (path, entry) => {
    expect(activeSidebarPath(path)).toBe(entry)
  })
})
