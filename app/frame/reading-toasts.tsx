import { ToastList } from "~/ui/toast/toast-list";
import { createToast, TOAST_DURATION_MS, type ToastInput } from "~/shared/toast-model";

/**
 * A reading page's toasts (decision 4000), drawn by the server: the flash toast a redirect left (the
 * contact form's "Message sent", say), in the same list and look as the app's, and a success toast
 * kept in a <template> for the page's plain script to copy (the theme's "Dark theme on"). The script
 * closes them after the app's toast duration, or on their close button.
 */
export function ReadingToasts({ toast }: { toast: ToastInput | null }) {
  const noop = () => {};
  return (
    <div data-reading-toasts data-duration={TOAST_DURATION_MS}>
      <ToastList toasts={toast ? [createToast(toast)] : []} onClose={noop} />
      <template id="reading-toast">
        <ToastList toasts={[createToast({ type: "success", message: "" })]} onClose={noop} />
      </template>
    </div>
  );
}
