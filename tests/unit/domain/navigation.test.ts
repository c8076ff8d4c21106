import { describe, expect, it } from 'vitest'
import {
  APP_TITLE,
  DEFAULT_ROUTE,
  SIDEBAR,
  backTab,
  canOpenRoute,
  hasSession,
  initialTabForPath,
  sidebarForRole,
  usesWideLayout,
} from '../../../src/domain/navigation.ts'

describe('routes and sidebar titles', () => {
  it.each([
    ['/deals', 'Pipeline'],
    ['/invoices', 'Invoice'],
    ['/lostdeal', 'Lost Deal'],
    ['/salesreport', 'Sales Report'],
    ['/account', 'Individual Sales Report'],
    ['/rm', 'Relationship Manager'],
    ['/teamconfig', 'Team Configuration'],
    ['/profile', 'Profile'],
    ['/clients', 'Client'],
  ])('%s is titled %s', (path, title) => {
    expect(SIDEBAR.find((entry) => entry.path === path)?.title).toBe(title)
  })

  it('has nine entries', () => {
    expect(SIDEBAR).toHaveLength(9)
  })
})

describe('sidebar entries per role', () => {
  it.each([
    [
      1,
      [
        'Pipeline',
        'Invoice',
        'Lost Deal',
        'Sales Report',
        'Individual Sales Report',
        'Relationship Manager',
        'Team Configuration',
        'Profile',
        'Client',
      ],
    ],
    [
      2,
      [
        'Pipeline',
        'Invoice',
        'Lost Deal',
        'Sales Report',
        'Individual Sales Report',
        'Profile',
        'Client',
      ],
    ],
    [5, ['Pipeline', 'Invoice', 'Lost Deal', 'Individual Sales Report', 'Profile', 'Client']],
    [0, []],
    [4, []],
    [3, []],
  ])('role %i sees %j', (roleId, titles) => {
    expect(sidebarForRole(roleId).map((entry) => entry.title)).toEqual(titles)
  })

  it.each([
    ['/rm', 1, true],
    ['/rm', 2, false],
    ['/rm', 5, false],
    ['/teamconfig', 1, true],
    ['/teamconfig', 2, false],
    ['/teamconfig', 5, false],
    ['/salesreport', 2, true],
    ['/salesreport', 5, false],
    ['/clients', 5, true],
    ['/clientsfrommodalvisit', 5, true],
    ['/clientsfrommodalvisit', 0, false],
    ['/deals', 0, false],
    ['/deals', 4, false],
    ['/unknown', 1, false],
  ])('%s opens for role %i: %s', (path, roleId, allowed) => {
    expect(canOpenRoute(roleId, path)).toBe(allowed)
  })

  it('starts at /deals under the title Customer Relationship Management', () => {
    expect(DEFAULT_ROUTE).toBe('/deals')
    expect(APP_TITLE).toBe('Customer Relationship Management')
  })
})

describe('inner tabs', () => {
  it.each([
    ['/deals', 'pipeline'],
    ['/invoices', 'invoice'],
    ['/lostdeal', 'lost_deal'],
    ['/clients', null],
  ])('%s starts on %j', (path, tab) => {
    expect(initialTabForPath(path)).toBe(tab)
  })

  it.each([
    ['projection', 'projection'],
    ['invoice', 'invoice'],
    [null, 'pipeline'],
    [undefined, 'pipeline'],
  ] as const)('Back from a stored %j goes to %s', (previous, tab) => {
    expect(backTab(previous)).toBe(tab)
  })

  it.each([
    ['/deals', true],
    ['/invoices', true],
    ['/lostdeal', false],
    ['/clients', false],
  ])('%s uses the wide layout: %s', (path, wide) => {
    expect(usesWideLayout(path)).toBe(wide)
  })
})

describe('guarded routes need both cookies', () => {
  it.each([
    [{ login: 'token', profile: '{}' }, true],
    [{ login: 'token', profile: '' }, false],
    [{ login: '', profile: '{}' }, false],
    [{ login: null, profile: null }, false],
    [{}, false],
  ])('%j: %s', (cookies, signedIn) => {
    expect(hasSession(cookies)).toBe(signedIn)
  })
})
