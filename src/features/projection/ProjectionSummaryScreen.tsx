/** Placeholder: being built. */
export function ProjectionSummaryScreen({ onBack }: { onBack: () => void }) {
  return (
    <section className="flex flex-col gap-4">
      <button type="button" onClick={onBack} className="self-start text-sm text-brand-700">
        Pipeline
      </button>
    </section>
  )
}
