import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import { rmCreate, rmDelete, rmServerState, rmUpdate } from '../../../src/entities/rms/rmOps.ts'
import { branch, newRmFields, rmDetail, segment, WEB } from './fixtures.ts'

const args = { ...newRmFields, platform: WEB, fileBase64: '', filename: '' }

const op = (type: string, opArgs: Record<string, unknown>, version: number | null): OutboxOp =>
  pendingOp({
    type,
    entity: { table: 'rms', id: opArgs.rmId as number },
    args: opArgs,
    base: { version, fields: null },
  })

const payload = {
  name: 'Dewi Baru',
  nik: 'NIK2001',
  email: 'dewi@crm.test',
  phone: '+62 8111-2222-3333',
  address: 'Jalan Thamrin 2',
  jobTitle: 'Senior RM',
  segmentId: 2,
  branchId: 3,
  fileBase64: '',
  filename: '',
  userId: 1,
  platformId: 2,
}

describe('the RM requests', () => {
  it('create: POST /pipeline/rm with id 0, the acting user, platform 2, without If-Match', () => {
    const request = replayRequest(op('rm.create', { ...args, rmId: -1 }, 0), 1)
    expect(request).toMatchObject({
      method: 'POST',
      path: '/pipeline/rm',
      body: { id: 0, ...payload },
    })
    expect(request.headers).not.toHaveProperty(IF_MATCH_HEADER)
  })

  it('update: PUT /pipeline/rm/{id} with the id in the body too, sent on If-Match', () => {
    const request = replayRequest(op('rm.update', { ...args, rmId: 7 }, 3), 1)
    expect(request).toMatchObject({
      method: 'PUT',
      path: '/pipeline/rm/7',
      body: { id: 7, ...payload },
    })
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"3"')
  })

  it('a chosen photo travels as fileBase64 + filename', () => {
    const photo = { fileBase64: 'iVBORw0KGgo=', filename: 'dewi.png' }
    expect(rmUpdate.request({ ...args, ...photo, rmId: 7 }, { userId: 1 }).body).toMatchObject(
      photo,
    )
  })

  it('delete: DELETE /pipeline/rm/{id}/{currentUserId}, sent on If-Match', () => {
    const request = replayRequest(op('rm.delete', { rmId: 7, name: 'Citra' }, 4), 1)
    expect(request).toMatchObject({ method: 'DELETE', path: '/pipeline/rm/7/1' })
    expect(request.body).toBeUndefined()
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"4"')
  })
})

describe('what the RM ops write', () => {
  it('a new RM shows at once with every field, platform 2 and version 0', () => {
    expect(rmCreate.local({ ...args, rmId: -1 }, { userId: 1, at: 0 })).toEqual({
      ...newRmFields,
      platform: WEB,
      fileUrl: null,
      version: 0,
    })
  })

  it('a save with a photo shows its name until the detail is read again', () => {
    const change = rmUpdate.local(
      { ...args, fileBase64: 'AAAA', filename: 'dewi.jpg', rmId: 7 },
      { userId: 1, at: 0 },
    )
    expect(change).toMatchObject({ photoName: 'dewi.jpg', segment: segment(2), branch: branch(3) })
    expect(change).not.toHaveProperty('fileUrl')
  })

  it('a create takes the server id at version 1; an update stands on its If-Match + 1', () => {
    expect(rmCreate.writeBack({ id: 40 }, 0)).toEqual({ id: 40, patch: { version: 1 } })
    expect(rmUpdate.writeBack(null, 3)).toEqual({ patch: { version: 4 } })
    expect(rmUpdate.writeBack(null, null)).toEqual({ patch: {} })
  })

  it("a 412 body is the RM's detail, as the row keeps it; reading that row again gives the same", () => {
    const state = rmServerState(rmDetail({ version: 9 }))
    expect(state).toEqual({
      userId: 7,
      name: 'Citra Relationship',
      email: 'citra@crm.test',
      nik: 'NIK1007',
      phone: '+62 8123-4567',
      address: 'Jalan Sudirman 1',
      jobTitle: 'Relationship Manager',
      platform: WEB,
      segment: segment(1),
      branch: branch(2),
      fileUrl: '/File/view/31',
      version: 9,
    })
    expect(rmServerState(state)).toEqual(state)
    expect(rmServerState({ id: 7 })).toBeNull()
    expect(rmServerState(null)).toBeNull()
  })

  it('a delete of an RM already gone holds', () => {
    expect(rmDelete.alreadyApplied?.(404)).toBe(true)
    expect(rmDelete.alreadyApplied?.(403)).toBe(false)
  })
})
