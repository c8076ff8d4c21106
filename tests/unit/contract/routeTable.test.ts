import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../../src/contract/routes.ts'

const TABLE = Object.entries(ROUTES).flatMap(([area, routes]) =>
  Object.entries(routes).map(([name, route]) => ({
    call: `${area}.${name}`,
    method: route.method,
    pattern: route.pattern,
    status: route.status,
    writes: route.writes,
  })),
)

/** Matches a path as a server does: without regard to case, a param's constraint honoured. */
function matches(pattern: string, path: string): boolean {
  const parts = pattern.split('/')
  const segments = path.split('/')
  return (
    parts.length === segments.length &&
    parts.every((part, index) => {
      const segment = segments[index]!
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase()
      const constraint = /\{(.*)\}$/.exec(part)?.[1]
      return segment !== '' && (!constraint || new RegExp(`^(?:${constraint})$`).test(segment))
    })
  )
}

/** A path the pattern matches: each param written as 1. */
const sample = (pattern: string): string => pattern.replace(/:[^/]+/g, '1')

describe('the route table', () => {
  it('declares each call once: no two routes share a method and a pattern', () => {
    const keys = TABLE.map((entry) => `${entry.method} ${entry.pattern.toLowerCase()}`)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('answers 204 exactly for the calls that answer nothing', () => {
    const noContent = TABLE.filter((entry) => entry.status === 204).map((entry) => entry.pattern)
    expect(noContent.sort()).toEqual([
      '/pipeline/client/:clientId',
      '/pipeline/rm/:id',
      '/pipeline/target',
    ])
  })

  it('serves as writes every call but the reads, and the GETs that change a deal', () => {
    const writingGets = TABLE.filter((entry) => entry.method === 'GET' && entry.writes)
    expect(writingGets.map((entry) => entry.call).sort()).toEqual(
      expect.arrayContaining(['pipeline.drop', 'pipeline.state']),
    )
    expect(TABLE.filter((entry) => entry.method !== 'GET' && !entry.writes)).toEqual([])
  })

  it('leaves only the documented pairs of routes a server must register in order', () => {
    const overlapping = TABLE.flatMap((a) =>
      TABLE.filter((b) => a.call < b.call && a.method === b.method && a.pattern !== b.pattern)
        .filter(
          (b) => matches(a.pattern, sample(b.pattern)) || matches(b.pattern, sample(a.pattern)),
        )
        .map((b) => `${a.call} ~ ${b.call}`),
    )
    expect(overlapping).toEqual([
      'target.read ~ target.status',
      'report.chart ~ report.chartRmByMonths',
    ])
  })
})
