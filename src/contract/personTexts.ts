/**
 * The texts of a person that an RM and the signed-in user's profile (contract/profile.ts) share.
 * A type, not an interface, so that op args (records of values) may hold it.
 */
export type PersonTexts = {
  name: string
  nik: string
  email: string
  phone: string
  address: string
  jobTitle: string
}

/** The texts alone, copied off a person (an answer, a row, a save's fields). */
export const personTexts = (person: PersonTexts): PersonTexts => ({
  name: person.name,
  nik: person.nik,
  email: person.email,
  phone: person.phone,
  address: person.address,
  jobTitle: person.jobTitle,
})
