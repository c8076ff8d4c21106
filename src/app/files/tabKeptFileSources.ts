/**
 * This tab's one memory of the kept details' and invoices' files
 * (entities/documents/keptFileSources.ts), shared by the files passes and the keeping of a file
 * opened online: each reads only the rows changed since the other's read. Made on first use; it
 * lives as long as the page (a sign-out reloads it).
 */
import { db } from '../../entities/db.ts'
import { keptFileSources, type KeptFileSources } from '../../entities/documents/keptFileSources.ts'

let held: KeptFileSources | undefined

export const tabKeptFileSources = (): KeptFileSources => (held ??= keptFileSources(db))
