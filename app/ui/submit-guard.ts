import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigation } from "react-router";

/** Forms with a submission on its way (one per form, whichever of its buttons sent it). */
const sending = new WeakSet<HTMLFormElement>();

/**
 * A submit button's progress: `busy` from the moment its form is sent (by this button) until the
 * page has its answer, redirects included; a second press of any button of that form meanwhile is
 * ignored, so nothing is sent twice. The button keeps its focus (no `disabled` mid-press).
 * Without JavaScript the browser submits once per press; actions that must not repeat (a booking)
 * also carry an idempotency key.
 */
export function useSubmitGuard(button: RefObject<HTMLButtonElement | null>) {
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const sawNavigation = useRef(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (sending.has(form)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      sending.add(form);
      if (event.submitter === button.current) setBusy(true);
      // Another handler may have stopped the submission (a check in the browser): then it is not sent.
      setTimeout(() => {
        if (event.defaultPrevented) release();
      }, 0);
    };
    const release = () => {
      sending.delete(form);
      sawNavigation.current = false;
      setBusy(false);
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      sending.delete(form);
    };
  }, [button]);

  // The answer has arrived once the router is idle again after this form's navigation.
  useEffect(() => {
    const form = button.current?.form;
    if (navigation.state !== "idle") {
      if (form && sending.has(form)) sawNavigation.current = true;
      return;
    }
    if (form && sending.has(form) && sawNavigation.current) {
      sending.delete(form);
      sawNavigation.current = false;
      setBusy(false);
    }
  }, [navigation.state, button]);

  return busy;
}
