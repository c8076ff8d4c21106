import { describe, expect, it } from 'vitest'
import {
  DEAL_STATE,
  STAGE_INDEX_BY_PROBABILITY,
  STAGES,
  STATE_CHANGE_WORD,
  STATE_CODE,
  dealStateFromText,
  normaliseStage,
  stageForProbability,
  stageIdFromIndex,
  stageName,
  stageProbability,
} from '../../../src/domain/stages.ts'
import { stateChangeText } from '../../../src/domain/messages.ts'

describe('pipeline stages and card probability', () => {
  it.each([
    [1, 'Lead in', 10],
    [2, 'Proposal Development', 20],
    [3, 'Proposal sent', 30],
    [4, 'Presentation', 50],
    [5, 'Negotiations', 80],
  ])('stage %i is %s with probability %i', (id, name, probability) => {
    expect(stageName(id)).toBe(name)
    expect(stageProbability(id)).toBe(probability)
    expect(STAGES[id - 1]).toEqual({ id, name, probability })
  })

  it('has exactly five stages in order', () => {
    expect(STAGES.map((stage) => stage.id)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('a deal with an unknown stage falls into Negotiations', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [0, 5],
    [6, 5],
    [-1, 5],
    [2.5, 5],
    [null, 5],
    [undefined, 5],
  ])('stage %s is placed in column %i', (stage, column) => {
    expect(normaliseStage(stage)).toBe(column)
  })

  it('names an unknown stage Negotiations with probability 80', () => {
    expect(stageName(99)).toBe('Negotiations')
    expect(stageProbability(99)).toBe(80)
  })
})

describe('probability options map to stages', () => {
  it.each([
    [10, 1],
    [20, 2],
    [30, 2],
    [40, 3],
    [50, 4],
    [60, 4],
    [70, 5],
    [80, 5],
    [90, 5],
  ])('probability %i gives stage %i', (probability, stage) => {
    expect(stageForProbability(probability)).toBe(stage)
  })

  it.each(Object.entries(STAGE_INDEX_BY_PROBABILITY))(
    'the stage chosen at creation for %s is its index plus one',
    (probability, index) => {
      expect(stageIdFromIndex(index)).toBe(index + 1)
      expect(stageIdFromIndex(index)).toBe(stageForProbability(Number(probability)))
    },
  )

  it.each([
    [0, 1],
    [4, 5],
    [5, 5],
    [-1, 5],
  ])('index %i gives stage %i (out of range falls into Negotiations)', (index, stage) => {
    expect(stageIdFromIndex(index)).toBe(stage)
  })

  it.each([
    [100, 5],
    [15, 2],
    [0, 1],
  ])('value %i outside the options gives stage %i', (probability, stage) => {
    expect(stageForProbability(probability)).toBe(stage)
  })
})

describe('deal state', () => {
  it.each([
    ['Won', DEAL_STATE.won],
    ['won', DEAL_STATE.won],
    [' WON ', DEAL_STATE.won],
    ['Lost', DEAL_STATE.lost],
    ['lost', DEAL_STATE.lost],
    ['Open', DEAL_STATE.open],
    ['Reopen', DEAL_STATE.open],
    ['', DEAL_STATE.open],
    [null, DEAL_STATE.open],
    [undefined, DEAL_STATE.open],
  ])('state text %j reads as %s', (text, state) => {
    expect(dealStateFromText(text)).toBe(state)
  })

  it.each([
    ['won', 2, 'Big deal status change to WON'],
    ['lost', 3, 'Big deal status change to LOST'],
    ['reopen', 4, 'Big deal status change to Open'],
  ] as const)('the %s call uses code %i and says %j', (kind, code, text) => {
    expect(STATE_CODE[kind]).toBe(code)
    expect(stateChangeText('Big deal', STATE_CHANGE_WORD[code])).toBe(text)
  })
})
