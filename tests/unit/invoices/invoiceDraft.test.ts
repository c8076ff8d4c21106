import { describe, expect, it } from 'vitest'
import type { ShareRow } from '../../../src/features/deals/owners/ownersModel.ts'
import {
  canSaveInvoice,
  draftForDeal,
  draftOfInvoice,
  emptyDraft,
  invoiceFieldsOf,
  thisMonth,
  withAmount,
  withClient,
  withShareMode,
  type InvoiceDraft,
} from '../../../src/features/invoices/form/invoiceDraft.ts'
import { invoice } from './fixtures.ts'

const TODAY = new Date(2026, 4, 20)

const share = (id: number, text: string, fields: Partial<ShareRow> = {}): ShareRow => ({
  id,
  text,
  percent: 0,
  nominal: 0,
  usePercent: true,
  ...fields,
})

/** A draft that may be saved: client, deal, period and a value. */
const ready = (changes: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  ...emptyDraft(TODAY),
  client: { id: 7, text: 'PT Maju' },
  deal: { id: 45, text: 'Core banking upgrade' },
  amount: '1,000,000',
  ...changes,
})

describe('a new invoice draft', () => {
  it('starts in the first day of the current month', () => {
    expect(thisMonth(new Date(2026, 0, 31))).toBe('2026-01-01')
    expect(thisMonth(new Date(2026, 11, 5))).toBe('2026-12-01')
    expect(thisMonth(new Date(2027, 8, 1))).toBe('2027-09-01')
  })

  it('is empty apart from its period', () => {
    expect(emptyDraft(TODAY)).toEqual({
      client: null,
      deal: null,
      noDeal: false,
      dealName: '',
      invoiceDate: '2026-05-01',
      amount: '',
      remarks: '',
      contact: null,
      branchId: 0,
      picId: 0,
      file: null,
      storedFilename: '',
      tribes: [],
      rms: [],
    })
    expect(canSaveInvoice(emptyDraft(TODAY))).toBe(false)
  })
})

describe('the draft of a stored invoice', () => {
  it('holds its deal, value, names, file and shares', () => {
    const draft = draftOfInvoice(
      invoice(5, {
        dealId: 45,
        dealName: 'Core banking upgrade',
        invoiceDate: '2026-04-15',
        amount: 1_500_000,
        remarks: 'Term 1',
        contact: { id: 11, text: 'Budi' },
        branch: { id: 3, text: 'Jakarta' },
        pic: { id: 9, text: 'Sari' },
        filename: 'Invoice 1.pdf',
        tribes: [{ id: 2, text: 'Digital', percent: 40, nominal: 600_000, usePercent: false }],
        rms: [{ id: 8, text: 'Rina', percent: 100, nominal: 1_500_000, usePercent: true }],
      }),
    )
    expect(draft).toEqual({
      client: { id: 7, text: 'PT Maju' },
      deal: { id: 45, text: 'Core banking upgrade' },
      noDeal: false,
      dealName: '',
      invoiceDate: '2026-04-15',
      amount: '1,500,000',
      remarks: 'Term 1',
      contact: { id: 11, text: 'Budi' },
      branchId: 3,
      picId: 9,
      file: null,
      storedFilename: 'Invoice 1.pdf',
      tribes: [{ id: 2, text: 'Digital', percent: 40, nominal: 600_000, usePercent: false }],
      rms: [{ id: 8, text: 'Rina', percent: 100, nominal: 1_500_000, usePercent: true }],
    })
    expect(canSaveInvoice(draft)).toBe(true)
  })

  it('of dealId 0 is an invoice without a deal, named in dealName', () => {
    const draft = draftOfInvoice(invoice(5, { dealId: 0, dealName: 'Training fee' }))
    expect(draft.noDeal).toBe(true)
    expect(draft.deal).toBeNull()
    expect(draft.dealName).toBe('Training fee')
    expect(canSaveInvoice(draft)).toBe(true)
  })

  it('reads a share without its share fields as 0 % entered as a percent', () => {
    const draft = draftOfInvoice(
      invoice(5, { rms: [{ id: 3, text: 'Rina' }], tribes: [{ id: 2, text: 'Digital' }] }),
    )
    expect(draft.rms).toEqual([share(3, 'Rina', { percent: 0, nominal: 0, usePercent: true })])
    expect(draft.tribes).toEqual([share(2, 'Digital')])
  })

  it('reads no branch, PIC or file as 0 and empty', () => {
    const draft = draftOfInvoice(invoice(5, { branch: null, pic: null, filename: '' }))
    expect([draft.branchId, draft.picId, draft.storedFilename]).toEqual([0, 0, ''])
    expect(draft.amount).toBe('1,000,000')
  })
})

describe('the draft of a Won deal to be invoiced', () => {
  it("takes the deal, its client and its owners' shares by percent, with no value yet", () => {
    const draft = draftForDeal(
      {
        deal: { id: 45, text: 'Core banking upgrade' },
        client: { id: 7, text: 'PT Maju' },
        tribes: [share(2, 'Digital', { percent: 60, nominal: 6_000_000, usePercent: false })],
        rms: [
          share(8, 'Rina', { percent: 70, nominal: 7_000_000 }),
          share(9, 'Sari', { percent: 30, nominal: 3_000_000 }),
        ],
        branchId: 3,
        picId: 9,
      },
      TODAY,
    )
    expect(draft).toEqual({
      ...emptyDraft(TODAY),
      client: { id: 7, text: 'PT Maju' },
      deal: { id: 45, text: 'Core banking upgrade' },
      branchId: 3,
      picId: 9,
      tribes: [share(2, 'Digital', { percent: 60, nominal: 0, usePercent: true })],
      rms: [share(8, 'Rina', { percent: 70 }), share(9, 'Sari', { percent: 30 })],
    })
    // No value yet: Save waits for one.
    expect(canSaveInvoice(draft)).toBe(false)
    expect(canSaveInvoice(withAmount(draft, '2000000'))).toBe(true)
  })
})

describe('Save of the invoice form', () => {
  it('is allowed with a client, a deal, a period and a value', () => {
    expect(canSaveInvoice(ready())).toBe(true)
  })

  it.each<[string, Partial<InvoiceDraft>]>([
    ['no client', { client: null }],
    ['no deal', { deal: null }],
    ['no period', { invoiceDate: '' }],
    ['no value', { amount: '' }],
    ['a value of 0', { amount: '0' }],
    ['a value that rounds to 0', { amount: '0.4' }],
  ])('is not allowed with %s', (_name, changes) => {
    expect(canSaveInvoice(ready(changes))).toBe(false)
  })

  it('takes a value that rounds to 1', () => {
    expect(canSaveInvoice(ready({ amount: '0.5' }))).toBe(true)
  })

  it('without a deal needs a name that is not blank, and no deal', () => {
    const noDeal = { noDeal: true, deal: null }
    expect(canSaveInvoice(ready({ ...noDeal, dealName: 'Training fee' }))).toBe(true)
    expect(canSaveInvoice(ready({ ...noDeal, dealName: '' }))).toBe(false)
    expect(canSaveInvoice(ready({ ...noDeal, dealName: '   ' }))).toBe(false)
    // A deal chosen earlier does not stand in for the name.
    expect(canSaveInvoice(ready({ noDeal: true, dealName: ' ' }))).toBe(false)
  })
})

describe('the value and the shares', () => {
  const shared = ready({
    amount: '1,000,000',
    tribes: [share(2, 'Digital', { percent: 60, nominal: 600_000 })],
    rms: [
      share(8, 'Rina', { percent: 25, nominal: 250_000 }),
      share(9, 'Sari', { percent: 75, nominal: 750_000 }),
    ],
  })

  it('typing a value formats it and recomputes each nominal from its percent', () => {
    const draft = withAmount(shared, '2000000')
    expect(draft.amount).toBe('2,000,000')
    expect(draft.tribes).toEqual([share(2, 'Digital', { percent: 60, nominal: 1_200_000 })])
    expect(draft.rms.map((row) => [row.percent, row.nominal, row.usePercent])).toEqual([
      [25, 500_000, true],
      [75, 1_500_000, true],
    ])
  })

  it('a value of 0 (or an emptied value) leaves the nominals', () => {
    for (const typed of ['', '0']) {
      const draft = withAmount(shared, typed)
      expect(draft.amount).toBe(typed)
      expect(draft.tribes).toEqual(shared.tribes)
      expect(draft.rms).toEqual(shared.rms)
    }
  })

  it('to nominal: each nominal is the percent of the value', () => {
    const draft = withShareMode(
      ready({ amount: '2,000,000', rms: [share(8, 'Rina', { percent: 30, nominal: 1 })] }),
      'rms',
      false,
    )
    expect(draft.rms).toEqual([
      share(8, 'Rina', { percent: 30, nominal: 600_000, usePercent: false }),
    ])
  })

  it('back to percent: each percent is the nominal over the value', () => {
    const draft = withShareMode(
      ready({
        amount: '2,000,000',
        tribes: [share(2, 'Digital', { percent: 1, nominal: 500_000, usePercent: false })],
      }),
      'tribes',
      true,
    )
    expect(draft.tribes).toEqual([share(2, 'Digital', { percent: 25, nominal: 500_000 })])
  })

  it('switches only the list asked for', () => {
    const draft = withShareMode(shared, 'tribes', false)
    expect(draft.tribes[0]?.usePercent).toBe(false)
    expect(draft.rms).toEqual(shared.rms)
  })
})

describe('another client', () => {
  it('drops the deal and the contact, keeping the rest', () => {
    const draft = ready({ contact: { id: 11, text: 'Budi' }, remarks: 'Term 1' })
    const changed = withClient(draft, { id: 8, text: 'PT Lain' })
    expect(changed).toEqual({
      ...draft,
      client: { id: 8, text: 'PT Lain' },
      deal: null,
      contact: null,
    })
    expect(canSaveInvoice(changed)).toBe(false)
  })
})

describe('the fields the invoice ops carry', () => {
  const names = { branch: 'Jakarta', pic: 'Sari' }

  it('carry ids, the whole-rupiah value, the shares and the names in order', () => {
    const draft = ready({
      invoiceDate: '2026-04-01',
      amount: '1,500,000.6',
      remarks: 'Term 1',
      contact: { id: 11, text: 'Budi' },
      branchId: 3,
      picId: 9,
      storedFilename: 'old.pdf',
      tribes: [share(2, 'Digital', { percent: 100, nominal: 1_500_000 })],
      rms: [
        share(8, 'Rina', { percent: 40, nominal: 600_000, usePercent: false }),
        share(4, 'Agus', { percent: Number.NaN, nominal: 900_000, usePercent: false }),
      ],
    })
    expect(invoiceFieldsOf(draft, names)).toEqual({
      clientId: 7,
      dealId: 45,
      dealName: 'Core banking upgrade',
      invoiceDate: '2026-04-01',
      amount: 1_500_001,
      remarks: 'Term 1',
      contactId: 11,
      // No file chosen: the stored one is kept.
      fileBase64: '',
      filename: '',
      rms: [
        { userId: 8, percent: 40, nominal: 600_000, usePercent: false },
        { userId: 4, percent: 0, nominal: 900_000, usePercent: false },
      ],
      tribes: [{ tribeId: 2, percent: 100, nominal: 1_500_000, usePercent: true }],
      branchId: 3,
      picId: 9,
      names: {
        client: 'PT Maju',
        contact: 'Budi',
        branch: 'Jakarta',
        pic: 'Sari',
        rms: ['Rina', 'Agus'],
        tribes: ['Digital'],
      },
    })
  })

  it('of an invoice without a deal carry dealId 0 and the trimmed name', () => {
    const fields = invoiceFieldsOf(
      ready({ noDeal: true, deal: { id: 45, text: 'Old deal' }, dealName: '  Training fee ' }),
      names,
    )
    expect(fields.dealId).toBe(0)
    expect(fields.dealName).toBe('Training fee')
    expect(fields.contactId).toBe(0)
    expect(fields.names.contact).toBe('')
  })

  it('carry a file only when one was chosen', () => {
    const fields = invoiceFieldsOf(
      ready({ file: { filename: 'Invoice 2.pdf', fileBase64: 'JVBERi0xLjQK' } }),
      names,
    )
    expect([fields.filename, fields.fileBase64]).toEqual(['Invoice 2.pdf', 'JVBERi0xLjQK'])
  })
})
