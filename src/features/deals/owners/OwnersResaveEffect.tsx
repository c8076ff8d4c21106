/**
 * core-spec section 4: "If the sum of owner shares differs from the proposal value, the detail
 * screen re-saves the owners automatically (exact behaviour partly shown)". Read here as: when the
 * detail is shown to someone who may edit the owners, the card is in step with the pulled detail
 * (no unsettled op on the deal, same version) and a list's nominals no longer add up to the
 * proposal value because they were not recomputed from the percents (domain/shares.ts
 * ownersNeedResave), the owners are saved once with each nominal recomputed from its percent.
 * "Once" is per deal version and page: a refused save is not retried in a loop.
 */
import { useEffect } from 'react'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { saveOwners } from './ownersCommands.ts'
import { ownersShown, resavedOwners, shareValueOf } from './ownersModel.ts'

const attempted = new Set<string>()

export function OwnersResaveEffect({ detail, card, header, profile, ops }: DealSectionProps) {
  const mayEdit = header.actions.includes('editOwners')
  const inStep = card !== undefined && card.version === detail.version && ops.length === 0
  useEffect(() => {
    if (!mayEdit || !inStep || card?.ownersDraft) return
    const owners = resavedOwners(ownersShown(detail, card), shareValueOf(detail))
    const key = `${detail.id}:${detail.version}`
    if (!owners || attempted.has(key)) return
    attempted.add(key)
    void saveOwners(detail.id, owners, profile.id)
  }, [mayEdit, inStep, detail, card, profile.id])
  return null
}
