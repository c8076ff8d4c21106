import { expect, it } from 'vitest'
import { attemptsText } from '../../../src/features/pendingChanges/attemptsText.ts'

it('counts only answered tries as attempts: a change that never reached the server says so', () => {
  expect(attemptsText({ attempts: 0, lastStatus: null })).toBe('')
  expect(attemptsText({ attempts: 1, lastStatus: 0 })).toBe(' · no answer yet')
  expect(attemptsText({ attempts: 3, lastStatus: null })).toBe(' · no answer yet')
  expect(attemptsText({ attempts: 1, lastStatus: 503 })).toBe(' · 1 attempt')
  expect(attemptsText({ attempts: 2, lastStatus: 500 })).toBe(' · 2 attempts')
})
