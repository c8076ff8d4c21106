import { describe, expect, it } from 'vitest'
import { appOpensOffline } from '../../../src/ui/useAppOffline.ts'

const worker = {} as ServiceWorker

describe('whether the app itself opens offline', () => {
  it('waits, in a build with the service worker, until the worker controls the page', () => {
    expect(appOpensOffline({ controller: null }, true)).toBe(false)
    expect(appOpensOffline({ controller: worker }, true)).toBe(true)
  })

  it('has nothing to wait for without a worker in the build or in the browser', () => {
    expect(appOpensOffline({ controller: null }, false)).toBe(true)
    expect(appOpensOffline(undefined, true)).toBe(true)
  })
})
