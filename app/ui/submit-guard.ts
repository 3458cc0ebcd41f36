import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * How long a submission that a script took over may show no router activity before the form is
 * free again anyway (a check in the browser stopped it). Long, because a busy machine can take
 * seconds to draw the router's state; changing a field frees the form at once.
 */
const NO_ACTIVITY_RELEASE_MS = 10_000;

interface FormGuard {
  /** The button that sent the submission on its way, while it is on its way. */
  sentBy: HTMLButtonElement | null;
  sentAt: number;
  /** The router (a navigation or a fetcher) has been busy since it was sent. */
  sawActivity: boolean;
  buttons: Set<HTMLButtonElement>;
  listener: (event: SubmitEvent) => void;
  stopListening: () => void;
  /** Tells every button of the form to redraw. */
  notify: Set<() => void>;
}

/** One guard per form, however many submit buttons it has: a form is sent once at a time. */
const guards = new WeakMap<HTMLFormElement, FormGuard>();

function release(guard: FormGuard) {
  guard.sentBy = null;
  guard.sawActivity = false;
  for (const redraw of guard.notify) redraw();
}

function guardOf(form: HTMLFormElement): FormGuard {
  const existing = guards.get(form);
  if (existing) return existing;
  const guard: FormGuard = {
    sentBy: null,
    sentAt: 0,
    sawActivity: false,
    buttons: new Set(),
    notify: new Set(),
    stopListening: () => {},
    listener: (event) => {
      if (guard.sentBy) {
        // A second press while the first is on its way: neither the browser nor the router sends it.
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const submitter = event.submitter;
      guard.sentBy =
        submitter instanceof HTMLButtonElement ? submitter : (guard.buttons.values().next().value ?? null);
      guard.sentAt = Date.now();
      guard.sawActivity = false;
      for (const redraw of guard.notify) redraw();
      // A script that took the submission over (the router does) shows router activity; one that
      // stopped it (a check in the browser) does not, and the form is free again.
      setTimeout(() => {
        if (event.defaultPrevented && guard.sentBy && !guard.sawActivity) release(guard);
      }, NO_ACTIVITY_RELEASE_MS);
    },
  };
  form.addEventListener("submit", guard.listener);
  // A submission a check stopped: fixing a field makes the next press count.
  const onEdit = () => {
    if (guard.sentBy && !guard.sawActivity) release(guard);
  };
  form.addEventListener("input", onEdit);
  guard.stopListening = () => {
    form.removeEventListener("submit", guard.listener);
    form.removeEventListener("input", onEdit);
  };
  guards.set(form, guard);
  return guard;
}

/**
 * A submit button's progress: `busy` from the moment its form is sent by this button until the
 * page has its answer (the router idle again, redirects included); any press of the form's
 * buttons meanwhile is ignored, so nothing is sent twice. The button keeps its focus (no
 * `disabled` mid-press). Without JavaScript the browser submits once per press; actions that
 * must not repeat (a booking) also carry an idempotency key.
 */
export function useSubmitGuard(button: RefObject<HTMLButtonElement | null>) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const routerBusy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [busy, setBusy] = useState(false);
  const guardRef = useRef<FormGuard | null>(null);

  useEffect(() => {
    const element = button.current;
    const form = element?.form;
    if (!element || !form) return;
    const guard = guardOf(form);
    guardRef.current = guard;
    const onChange = () => setBusy(guard.sentBy === element);
    guard.buttons.add(element);
    guard.notify.add(onChange);
    // Back from the browser's page cache after a plain submission: the form is free again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) release(guard);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      guard.buttons.delete(element);
      guard.notify.delete(onChange);
      if (guard.sentBy === element) guard.sentBy = null;
      if (guard.buttons.size === 0) {
        guard.stopListening();
        guards.delete(form);
      }
    };
  }, [button]);

  // The answer has arrived once the router is idle again after this form's submission.
  useEffect(() => {
    const guard = guardRef.current;
    if (!guard?.sentBy) return;
    if (routerBusy) guard.sawActivity = true;
    else if (guard.sawActivity) release(guard);
  }, [routerBusy]);

  return busy;
}
