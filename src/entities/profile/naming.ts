import type { TableNaming } from '../../sync/entityModule.ts'

const YOURS = 'Your profile'

export const PROFILE_NAMING: Readonly<Record<string, TableNaming>> = {
  profiles: { noun: 'profile', fromOp: () => YOURS, conflictSubject: YOURS },
}
