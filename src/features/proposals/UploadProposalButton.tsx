/**
 * Upload Proposal (shown when header.actions has 'uploadProposal'): opens the Proposal dialog in
 * add_proposal, or, on a deal that already has a proposal, in edit_proposal on that proposal (a
 * deal has one proposal: an empty form would replace it). "Yes I have proposal" after Add deal
 * opens it at once (proposalOpenRequest.ts).
 */
import { useEffect, useRef, useState } from 'react'
import { db } from '../../entities/db.ts'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import type { DealSectionProps } from '../../entities/deals/dealSectionProps.ts'
import { uploadProposalTarget, type ProposalDialogTarget } from './proposalDialogTarget.ts'
import { clearProposalDialogRequest, isProposalDialogRequested } from './proposalOpenRequest.ts'
import { ProposalDialog } from './ProposalDialog.tsx'
import { useDealProposalState } from './useDealProposal.ts'

export function UploadProposalButton({ detail, header, profile }: DealSectionProps) {
  const [target, setTarget] = useState<ProposalDialogTarget | null>(null)
  const shown = header.actions.includes('uploadProposal')
  const dealId = detail.id
  const state = useDealProposalState(dealId, detail)
  const { ready } = state
  // What the dialog opens on is taken when it opens (it then keeps its own form).
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  })
  useEffect(() => {
    if (!shown || !ready) return
    let live = true
    void isProposalDialogRequested(db, dealId).then((asked) => {
      if (!asked || !live) return
      clearProposalDialogRequest()
      setTarget(uploadProposalTarget(dealId, latest.current))
    })
    return () => {
      live = false
    }
  }, [dealId, shown, ready])
  if (!shown) return null
  const editsExisting = state.proposal !== null
  return (
    <>
      <Button
        variant="secondary"
        disabled={!ready}
        title={editsExisting ? 'This deal has a proposal: edit it' : undefined}
        onClick={() => setTarget(uploadProposalTarget(dealId, state))}
      >
        <UploadIcon className="size-4" />
        Upload Proposal
      </Button>
      {target && (
        <ProposalDialog
          mode={target.mode}
          dealId={dealId}
          clientId={detail.clientCompany.id}
          knownContacts={dealContacts(detail)}
          proposal={target.proposal}
          editing={target.editing}
          userId={profile.id}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  )
}
