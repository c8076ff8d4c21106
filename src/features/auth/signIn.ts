import { login } from '../../api/auth.ts'
import { profileFromLogin } from '../../contract/auth.ts'
import { browserSession } from '../../entities/session/browserSession.ts'
import { heldByAnotherUser, markOwner, wipeDevice } from '../../entities/session/wipeDevice.ts'
import { apiClient } from '../../app/apiClient.ts'
import { deviceInfo } from './deviceInfo.ts'

/**
 * Signs in and keeps the session (cookies and the IndexedDB copy); the briefcase follows it. Data
 * another user left on the device goes before the session is kept, so no screen shows it.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const answer = await login(apiClient, { userName: email, password, ...(await deviceInfo()) })
  if (await heldByAnotherUser(answer.id)) await wipeDevice()
  await browserSession.save({
    accessToken: answer.accessToken.token,
    refreshToken: answer.refreshToken,
    profile: profileFromLogin(answer),
  })
  await markOwner(answer.id)
}
