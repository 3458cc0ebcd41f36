import { connectionStatus } from "../../ui/resilience/connection-status.ts";
import { keepDraft } from "../../ui/resilience/form-drafts.ts";
import { emitSessionEvent } from "./session-events.ts";

const here = () => window.location.pathname + window.location.search;

/**
 * The session ended while the page was open (revoked from another browser, signed out
 * everywhere, expired): keep what was typed, let the page say so, tell the other tabs.
 */
export function endSession({ share = true } = {}) {
  if (connectionStatus.get().sessionEnded) return;
  keepDraft(here());
  connectionStatus.setSessionEnded(true);
  if (share) emitSessionEvent("SIGNED_OUT", { ended: true });
}

/** While the ended notice shows, later typing is kept too. */
export function keepTypingAfterEnd() {
  const keep = () => {
    if (connectionStatus.get().sessionEnded) keepDraft(here());
  };
  document.addEventListener("input", keep, true);
  document.addEventListener("change", keep, true);
  return () => {
    document.removeEventListener("input", keep, true);
    document.removeEventListener("change", keep, true);
  };
}
