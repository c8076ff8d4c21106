import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_PAGE_SIZE,
  CLIENT_PAGE_SIZE,
  CONTACT_PAGE_SIZE,
  LOST_DEAL_PAGE_SIZE,
  RM_PAGE_SIZE,
} from '../../../src/domain/filters.ts'

describe('default page sizes', () => {
  it.each([
    ['client list', CLIENT_PAGE_SIZE, 10],
    ['contact list', CONTACT_PAGE_SIZE, 5],
    ['lost deal list', LOST_DEAL_PAGE_SIZE, 10],
    ['RM list', RM_PAGE_SIZE, 10],
    ['account tables', ACCOUNT_PAGE_SIZE, 5],
  ])('%s: %i', (_list, size, expected) => {
    expect(size).toBe(expected)
  })
})
