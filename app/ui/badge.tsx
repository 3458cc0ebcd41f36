import type { ReactNode } from "react";

/** The colours a small label comes in, by what it says rather than by hue. */
export type BadgeTone = "neutral" | "muted" | "primary" | "accent" | "warning" | "success" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-2 text-ink",
  muted: "bg-surface-2 text-muted",
  primary: "bg-primary-soft text-primary",
  accent: "bg-accent/15 text-ink",
  warning: "bg-warning/15 text-ink",
  success: "bg-success/15 text-success",
  danger: "bg-danger/10 text-danger",
};

/** A small rounded label: a status, a count's word. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}
