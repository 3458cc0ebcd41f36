/** Shared looks of the booking page's sections and small buttons. */
export const sectionClass = "grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7";
export const smallButton =
  "inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2";
