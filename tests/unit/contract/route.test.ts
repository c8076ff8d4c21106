import { describe, expect, it } from 'vitest'
import { id, search } from '../../../src/contract/fields.ts'
import { paramNames, pathOf, route } from '../../../src/contract/route.ts'
import { object } from '../../../src/contract/validate.ts'

const list = route({
  method: 'GET',
  pattern: '/Pipeline/list/:from{[0-9]+}/:userId/:search',
  params: object({ from: id(), userId: id(), search: search() }),
})

describe('a route of the table', () => {
  it('writes its params into its pattern, each encoded, constraints left out', () => {
    expect(pathOf(list, { from: 202401, userId: 7, search: 'PT Maju/Jaya' })).toBe(
      '/Pipeline/list/202401/7/PT%20Maju%2FJaya',
    )
  })

  it('names its params in order', () => {
    expect(paramNames(list.pattern)).toEqual(['from', 'userId', 'search'])
  })

  it('refuses to build a path with a param left out', () => {
    expect(() => pathOf(list, { from: 1, userId: 2 } as never)).toThrow('no value for :search')
  })

  it('is a write for every method but GET unless it says so', () => {
    expect(list.writes).toBe(false)
    expect(route({ method: 'DELETE', pattern: '/x/:id' }).writes).toBe(true)
    expect(route({ method: 'GET', pattern: '/drop/:id', writes: true }).writes).toBe(true)
    expect(route({ method: 'PUT', pattern: '/x', status: 204 }).status).toBe(204)
  })
})
