/**
 * This tab's one memory of the kept details' files (entities/documents/keptDealFiles.ts), shared
 * by the files passes and the keeping of a file opened online: each reads only the details
 * changed since the other's read. Made on first use; it lives as long as the page (a sign-out
 * reloads it).
 */
import { db } from '../../entities/db.ts'
import { keptDealFiles, type KeptDealFiles } from '../../entities/documents/keptDealFiles.ts'

let held: KeptDealFiles | undefined

export const tabDealFiles = (): KeptDealFiles => (held ??= keptDealFiles(db))
