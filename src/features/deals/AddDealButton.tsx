/**
 * The board's Add deal button (for those who may add a deal) and the dialog it opens; after a
 * save it may open the new deal's detail (afterDealSaved).
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Profile } from '../../contract/auth.ts'
import { canAddDeal } from '../../domain/permissions.ts'
import { Button } from '../../ui/Button.tsx'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { afterDealSaved } from './afterDealSaved.ts'
import { AddDealDialog } from './LazyAddDealDialog.tsx'

export function AddDealButton({ profile }: { profile: Profile }) {
  const [addOpen, setAddOpen] = useState(false)
  const navigate = useNavigate()
  if (!canAddDeal({ id: profile.id, roleId: profile.roleId })) return null
  return (
    <>
      <Button onClick={() => setAddOpen(true)}>
        <PlusIcon className="size-4" />
        Add deal
      </Button>
      {addOpen && (
        <AddDealDialog
          profile={profile}
          onClose={() => setAddOpen(false)}
          onCreated={(deal, announce) => {
            setAddOpen(false)
            void afterDealSaved(deal, announce).then((openDetail) => {
              if (openDetail) {
                void navigate({ to: '/deals', search: { tab: 'detail', deal: deal.dealId } })
              }
            })
          }}
        />
      )}
    </>
  )
}
