import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_PAGE_SIZE,
  CLIENT_PAGE_SIZE,
  CONTACT_PAGE_SIZE,
  DEFAULT_PIPELINE_FILTER,
  INVOICE_FLAG,
  LOST_DEAL_PAGE_SIZE,
  RM_PAGE_SIZE,
  clientListPath,
  clientPeriodListPath,
  contactExportPath,
  contactFilterPath,
  contactListPath,
  dealFilterPath,
  dealListPath,
  idListSegment,
  invoiceListPath,
  lostDealListPath,
  parseIdList,
  pathSegment,
  probabilitySegment,
  projectionPath,
  projectionSummaryPath,
  rmListPath,
} from '../../../src/domain/filters.ts'

const filtered = {
  fromMonth: '202401',
  toMonth: '202406',
  tribe: 2,
  segment: 3,
  rm: 15,
  probabilities: [10, 30, 50],
}

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

describe('deal list: {from}/{to}/{tribe}/{segment}/{rm}/{probabilities or 0}', () => {
  it.each([
    [DEFAULT_PIPELINE_FILTER, '0/0/0/0/0/0'],
    [filtered, '202401/202406/2/3/15/10,30,50'],
    [{ ...filtered, probabilities: [] }, '202401/202406/2/3/15/0'],
    [{ ...filtered, probabilities: [80] }, '202401/202406/2/3/15/80'],
    [{ ...filtered, fromMonth: '', toMonth: 0 }, '0/0/2/3/15/10,30,50'],
  ])('%j gives %s', (filter, path) => {
    expect(dealFilterPath(filter)).toBe(path)
    expect(dealListPath(filter)).toBe(`/pipeline/${path}`)
    expect(projectionPath(filter)).toBe(`/pipeline/projection/${path}`)
  })
})

describe('projection summary path', () => {
  it.each([
    [DEFAULT_PIPELINE_FILTER, '/pipeline/summary/0/0/10,20/30,40,50/70,80/0/0/0'],
    [filtered, '/pipeline/summary/202401/202406/10,20/30,40,50/70,80/2/3/15'],
  ])('%j gives %s (the probability filter is not sent)', (filter, path) => {
    expect(projectionSummaryPath(filter)).toBe(path)
  })
})

describe('invoice lists: .../{flag}, 1 to be invoiced, 0 invoiced', () => {
  it.each([
    [DEFAULT_PIPELINE_FILTER, INVOICE_FLAG.toBeInvoiced, '/pipeline/invoice/0/0/0/0/0/1'],
    [DEFAULT_PIPELINE_FILTER, INVOICE_FLAG.invoiced, '/pipeline/invoice/0/0/0/0/0/0'],
    [filtered, INVOICE_FLAG.invoiced, '/pipeline/invoice/202401/202406/2/3/15/0'],
  ])('%j flag %i gives %s', (filter, flag, path) => {
    expect(invoiceListPath(filter, flag)).toBe(path)
  })
})

describe('lost deals: .../{page}/{perPage}/{search or *}', () => {
  it.each([
    [DEFAULT_PIPELINE_FILTER, undefined, '/pipeline/lostdeal/0/0/0/0/0/1/10/*'],
    [
      filtered,
      { page: 3, perPage: 10, search: 'bank' },
      '/pipeline/lostdeal/202401/202406/2/3/15/3/10/bank',
    ],
    [
      filtered,
      { page: 1, perPage: 10, search: '   ' },
      '/pipeline/lostdeal/202401/202406/2/3/15/1/10/*',
    ],
    [
      filtered,
      { page: 1, perPage: 10, search: 'PT A/B' },
      '/pipeline/lostdeal/202401/202406/2/3/15/1/10/PT%20A%2FB',
    ],
  ])('%j %j gives %s', (filter, paging, path) => {
    expect(lostDealListPath(filter, paging)).toBe(path)
  })
})

describe('client list', () => {
  it.each([
    [undefined, '/clients/list/0/0/0/1/10/*'],
    [
      { industry: 4, segment: 0, rm: 12, page: 2, perPage: 10, search: 'maju' },
      '/clients/list/4/0/12/2/10/maju',
    ],
    [
      { industry: 0, segment: 5, rm: 0, page: 1, perPage: 10, search: '' },
      '/clients/list/0/5/0/1/10/*',
    ],
  ])('%j gives %s', (filter, path) => {
    expect(clientListPath(filter)).toBe(path)
  })

  it.each([
    [DEFAULT_PIPELINE_FILTER, undefined, '/clients/list/0/0/0/0/0/1/10/*'],
    [
      filtered,
      { page: 1, perPage: 10, search: 'maju' },
      '/clients/list/202401/202406/2/3/15/1/10/maju',
    ],
  ])('period form %j %j gives %s', (filter, paging, path) => {
    expect(clientPeriodListPath(filter, paging)).toBe(path)
  })
})

describe('contact list: /{YYYYMM}/{industry}/{page}/{perPage}/{search or *}', () => {
  it.each([
    [undefined, '/0/0/1/5/*'],
    [{ period: '202403', industry: 2, page: 1, perPage: 5, search: '' }, '/202403/2/1/5/*'],
    [{ period: 0, industry: 0, page: 4, perPage: 5, search: 'siti' }, '/0/0/4/5/siti'],
  ])('%j gives %s', (filter, path) => {
    expect(contactFilterPath(filter)).toBe(path)
    expect(contactListPath(filter)).toBe(`/clients/contact${path}`)
    expect(contactExportPath(filter)).toBe(`/clients/contact/exportjson${path}`)
  })
})

describe('RM list: /{segmentIds}/{branchIds}/{page}/{perPage}/{search or *}', () => {
  it.each([
    [undefined, '/pipeline/list/rm/0/0/1/10/*'],
    [
      { segments: [1, 2], branches: [3], page: 2, perPage: 10, search: 'andi' },
      '/pipeline/list/rm/1,2/3/2/10/andi',
    ],
  ])('%j gives %s', (filter, path) => {
    expect(rmListPath(filter)).toBe(path)
  })
})

describe('segments and id lists', () => {
  it.each([
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    [0, '0'],
    [12, '12'],
    ['202401', '202401'],
  ])('segment %j is %s', (value, segment) => {
    expect(pathSegment(value)).toBe(segment)
  })

  it.each([
    [[], '0'],
    [null, '0'],
    [[10], '10'],
    [[70, 80], '70,80'],
  ])('ids %j are sent as %s', (ids, segment) => {
    expect(idListSegment(ids)).toBe(segment)
    expect(probabilitySegment(ids)).toBe(segment)
  })

  it.each([
    ['10,20', [10, 20]],
    ['30,40,50', [30, 40, 50]],
    [' 70 , 80 ', [70, 80]],
    ['0', []],
    ['', []],
    [null, []],
    ['10,abc,-5,2.5', [10]],
  ])('%j reads back as %j', (segment, ids) => {
    expect(parseIdList(segment)).toEqual(ids)
  })

  it('round-trips a probability filter', () => {
    expect(parseIdList(probabilitySegment([10, 30, 50]))).toEqual([10, 30, 50])
    expect(parseIdList(probabilitySegment([]))).toEqual([])
  })
})
