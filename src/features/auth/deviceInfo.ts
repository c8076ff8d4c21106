import type { LoginRequest } from '../../contract/auth.ts'
import { db } from '../../entities/db.ts'
import { readDeviceId } from '../../entities/session/deviceIdReads.ts'

export const APP_VERSION_NAME = '0.1.0'
export const APP_VERSION_CODE = '1'
export const SOURCE_ID = 'crm-web'

function operatingSystem(): string {
  const agent = navigator.userAgent
  if (/Windows/i.test(agent)) return 'Windows'
  if (/Mac OS X|Macintosh/i.test(agent)) return 'macOS'
  if (/CrOS/i.test(agent)) return 'ChromeOS'
  if (/Linux/i.test(agent)) return 'Linux'
  return 'Web'
}

/** The device part of the login body (os, deviceID, sourceID, versionCode, versionName). */
export async function deviceInfo(): Promise<Omit<LoginRequest, 'userName' | 'password'>> {
  return {
    os: operatingSystem(),
    deviceID: await readDeviceId(db),
    sourceID: SOURCE_ID,
    versionCode: APP_VERSION_CODE,
    versionName: APP_VERSION_NAME,
  }
}
