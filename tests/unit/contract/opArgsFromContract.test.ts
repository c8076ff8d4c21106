/**
 * The op args are the contract's payloads less what the op adds when it is sent: a field the
 * contract changes changes the op with it (checked by the type checker, `npm run typecheck`).
 */
import { describe, expectTypeOf, it } from 'vitest'
import type { ClientInfoRequest } from '../../../src/contract/deals.ts'
import type { StatusRequest } from '../../../src/contract/status.ts'
import type { TargetPayload } from '../../../src/contract/targets.ts'
import type { TeamPayload } from '../../../src/contract/teams.ts'
import type { visitPayload, VisitPayload } from '../../../src/contract/visits.ts'
import type { Infer } from '../../../src/contract/validate.ts'
import type { SetClientInfoArgs } from '../../../src/entities/deals/dealDetailOps.ts'
import type {
  StatusCreateArgs,
  StatusDeleteArgs,
  StatusUpdateArgs,
} from '../../../src/entities/deals/statusOps.ts'
import type { TargetDecideArgs, TargetSaveArgs } from '../../../src/entities/targets/targetOps.ts'
import type { TeamFields } from '../../../src/entities/teams/teamOps.ts'

describe('op args derived from the contract', () => {
  it('client info: the payload less the acting user', () => {
    expectTypeOf<Omit<SetClientInfoArgs, 'contactName' | 'memberNames'>>().toEqualTypeOf<
      Omit<ClientInfoRequest, 'userId'>
    >()
  })

  it('status updates: the payload less its id and the acting user', () => {
    type Fields = Omit<StatusRequest, 'id' | 'userId'>
    expectTypeOf<Omit<StatusCreateArgs, 'statusId' | 'firstname'>>().toEqualTypeOf<Fields>()
    expectTypeOf<Omit<StatusUpdateArgs, 'statusId'>>().toEqualTypeOf<Fields>()
    expectTypeOf<StatusDeleteArgs['dealId']>().toEqualTypeOf<StatusRequest['dealId']>()
  })

  it("teams: the payload's name and people, each with its name", () => {
    expectTypeOf<TeamFields['name']>().toEqualTypeOf<TeamPayload['name']>()
    expectTypeOf<NonNullable<TeamFields['leader']>['id']>().toEqualTypeOf<TeamPayload['leaderId']>()
    expectTypeOf<TeamFields['members'][number]['id']>().toEqualTypeOf<
      TeamPayload['members'][number]
    >()
  })

  it("targets: the payload's unit and year", () => {
    for (const args of [{} as TargetSaveArgs, {} as TargetDecideArgs]) {
      expectTypeOf(args.type).toEqualTypeOf<TargetPayload['type']>()
      expectTypeOf(args.unitId).toEqualTypeOf<TargetPayload['id']>()
      expectTypeOf(args.year).toEqualTypeOf<NonNullable<TargetPayload['year']>>()
    }
  })

  it('the visit payload is what its validator reads', () => {
    expectTypeOf<VisitPayload>().toEqualTypeOf<Infer<ReturnType<typeof visitPayload>>>()
  })
})
