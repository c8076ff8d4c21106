import { describe, expect, it } from 'vitest'
import { conflictFields } from '../../../src/features/clients/clientOpFields.ts'

describe('the fields of a client conflict', () => {
  it('lists the fields where mine and the server differ', () => {
    const fields = conflictFields({
      type: 'client.update',
      args: {
        clientId: 4,
        company: 'PT A',
        address1: 'Mine 1',
        phone: '(+62)811',
        relManagers: [{ relManagerId: 2, name: 'Rina', branch: '', segment: '' }],
      },
      serverState: {
        id: 4,
        company: 'PT A',
        address1: 'Theirs 9',
        phone: '(+62)811',
        relManagers: [],
      },
    })
    expect(fields).toEqual([
      { label: 'Address 1', mine: 'Mine 1', theirs: 'Theirs 9' },
      { label: 'Relationship manager', mine: 'Rina', theirs: '' },
    ])
  })

  it('reads contact fields, Valid as Yes/No', () => {
    expect(
      conflictFields({
        type: 'contact.update',
        args: { valid: true, name: 'Budi' },
        serverState: { id: 5, valid: false, name: 'Budi' },
      }),
    ).toEqual([{ label: 'Valid', mine: 'Yes', theirs: 'No' }])
  })

  it('is empty without a server state or for other ops', () => {
    expect(conflictFields({ type: 'client.update', args: {}, serverState: null })).toEqual([])
    expect(conflictFields({ type: 'client.delete', args: {}, serverState: { id: 1 } })).toEqual([])
  })
})
