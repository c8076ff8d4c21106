/**
 * How Dexie's `storagemutated` event names a change of one of the app database's tables: the
 * start of the part's key, for a screen that watches commits (in this tab or another) itself.
 */
import { db } from './db.ts'

export const tableChangePrefix = (table: string): string => `idb://${db.name}/${table}/`
