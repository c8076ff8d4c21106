/** Placeholder: being built. */
export function LostDealScreen() {
  return <section className="flex flex-col gap-4" />
}
