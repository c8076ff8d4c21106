import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** scrypt with a per-user random salt; both kept as hex. */
export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex')
  const key = await derive(password, salt)
  return { hash: key.toString('hex'), salt }
}

export async function verifyPassword(
  password: string,
  hash: string,
  salt: string,
): Promise<boolean> {
  const key = await derive(password, salt)
  const expected = Buffer.from(hash, 'hex')
  return expected.length === key.length && timingSafeEqual(key, expected)
}

// Unknown emails still cost one derivation, so timing does not tell which emails exist.
const DUMMY_SALT = randomBytes(16).toString('hex')
export async function spendPasswordTime(password: string): Promise<void> {
  await derive(password, DUMMY_SALT)
}
