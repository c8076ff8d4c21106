/** A profile as GET /Profile/detail answers it, and as the device keeps it. */
import type { ProfileDetail } from '../../../src/contract/profile.ts'
import { profileRowOf, type ProfileRow } from '../../../src/entities/profile/profileRows.ts'
import type { PersonFields } from '../../../src/entities/rms/rmOps.ts'
import { USER } from '../crmDbHarness.ts'

export const FETCHED_AT = 1_700_000_000_000

export const detail = (change: Partial<ProfileDetail> = {}): ProfileDetail => ({
  id: USER,
  name: 'Rina RM',
  nik: 'N-1',
  email: 'rm@crm.test',
  phone: '+62 8123-4567-890',
  address: 'Jl. Sudirman 1',
  jobTitle: 'Relationship Manager',
  roleId: 5,
  segment: { id: 1, text: 'Corporate' },
  branch: { id: 2, text: 'Jakarta' },
  fileUrl: null,
  version: 2,
  ...change,
})

export const profileRow = (
  change: Partial<ProfileDetail> = {},
  photo: string | null = null,
): ProfileRow => profileRowOf(detail(change), photo, FETCHED_AT)

export const fields = (change: Partial<PersonFields> = {}): PersonFields => ({
  name: 'Rina Wijaya',
  nik: 'N-1',
  email: 'rina@crm.test',
  phone: '+62 8123-4567-890',
  address: 'Jl. Sudirman 1',
  jobTitle: 'Senior RM',
  segment: { id: 1, text: 'Corporate' },
  branch: { id: 2, text: 'Jakarta' },
  ...change,
})
