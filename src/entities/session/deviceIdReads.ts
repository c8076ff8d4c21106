/** This device's id, made on its first read and kept in the app's database (the login body names it). */
import { deviceId } from '../../store/meta.ts'
import type { CrmDb } from '../db.ts'

export const readDeviceId = (db: CrmDb): Promise<string> => deviceId(db)
