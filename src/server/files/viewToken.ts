import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
/** Distinguishes file links from access tokens signed with the same key. */
const AUDIENCE = 'file-view'

/** A token letting whoever holds the link read one stored file until `expiresAt`. */
export function signFileViewToken(
  key: Uint8Array,
  fileId: number,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ fid: fileId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key)
}

/** True when the token is ours, unexpired and names this file. */
export async function verifyFileViewToken(
  key: Uint8Array,
  token: string,
  fileId: number,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE })
    return payload.fid === fileId
  } catch {
    return false
  }
}
