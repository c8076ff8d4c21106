import { describe, expect, it } from 'vitest'
import { changedPosting, wordChanges } from '../../../src/store/search/postings.ts'

const words = (key: number, name: string[], beside: string[] = []) => ({
  key,
  words: [
    ...name.map((word) => ({ word, title: true })),
    ...beside.map((word) => ({ word, title: false })),
  ],
})

describe('the word rows a change touches', () => {
  it('leaves alone the words an entity keeps, and moves the others', () => {
    const changes = wordChanges(
      [words(1, ['cjaya', 'clama']), words(2, ['csatu'])],
      [words(1, ['cjaya', 'cbaru']), words(2, [], ['csatu'])],
    )
    expect([...changes.keys()].sort()).toEqual(['cbaru', 'clama', 'csatu'])
    expect(changes.get('csatu')).toEqual({
      removeT: new Set([2]),
      removeO: new Set(),
      addT: new Set(),
      addO: new Set([2]),
    })
  })

  it('writes a row with its keys, and none when none is left', () => {
    const change = wordChanges([words(1, ['cjaya'])], [words(3, ['cjaya'])]).get('cjaya')!
    expect(changedPosting('cjaya', { w: 'cjaya', t: [1, 2] }, change)).toEqual({
      w: 'cjaya',
      t: [2, 3],
    })
    expect(
      changedPosting(
        'cjaya',
        { w: 'cjaya', t: [1] },
        wordChanges([words(1, ['cjaya'])], []).get('cjaya')!,
      ),
    ).toBeNull()
    // A row of another shape counts as none, rather than stopping the write it follows.
    expect(changedPosting('cjaya', { w: 'cjaya', t: 'x' } as never, change)).toEqual({
      w: 'cjaya',
      t: [3],
    })
  })
})
