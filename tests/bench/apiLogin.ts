/** The admin's sign-in straight against the API, for benches that call it from Node. */
export async function adminLogin(baseURL: string): Promise<{ token: string; userId: number }> {
  const basic = Buffer.from('crm-web:crm-web-secret').toString('base64')
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: 'admin@crm.test',
      password: 'demo1234',
      os: 'bench',
      deviceID: 'bench',
      sourceID: 'web',
      versionCode: '1',
      versionName: '1',
    }),
  })
  const { accessToken, id } = (await response.json()) as {
    accessToken: { token: string }
    id: number
  }
  return { token: accessToken.token, userId: id }
}
