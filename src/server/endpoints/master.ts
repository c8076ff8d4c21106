import { MASTER_ROUTES } from '../../contract/master.ts'
import type { Api } from '../http/api.ts'
import { readMasterData } from '../master/read.ts'

/** GET /pipeline/master: the option lists of every filter and form. */
export function registerMasterRoutes(api: Api): void {
  api.serve(MASTER_ROUTES.read, async ({ db }) => ({ body: await readMasterData(db) }))
}
