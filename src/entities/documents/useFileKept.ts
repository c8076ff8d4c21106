/** Whether this device keeps a file's bytes, live (a screen enables its offline View on it). */
import { db } from '../db.ts'
import { useLiveQuery } from '../../store/liveQuery.ts'
import { findKeptFile } from './keptFileReads.ts'

export function useFileKept(key: string): boolean {
  return useLiveQuery(async () => (await findKeptFile(db, { key }))?.bytes != null, [key]) ?? false
}
