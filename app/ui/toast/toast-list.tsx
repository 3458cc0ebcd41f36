import { Icon, type IconName } from "~/ui/icon";
import { TOAST_TITLES, type Toast, type ToastType } from "~/shared/toast-model";
import { useT } from "~/i18n/react";

const styles: Record<ToastType, { icon: IconName; tone: string }> = {
  success: { icon: "circle-check", tone: "text-success" },
  error: { icon: "circle-exclamation-point", tone: "text-danger" },
  info: { icon: "info", tone: "text-info" },
  warning: { icon: "triangle-exclamation-point", tone: "text-warning" },
  default: { icon: "bell", tone: "text-primary" },
};

export function ToastList({ toasts, onClose }: { toasts: Toast[]; onClose: (id: string) => void }) {
  const t = useT("frame.toast");
  return (
    // Top right, as the spec fixes it (not mirrored in rtl).
    <section
      aria-label={t("region")}
      className="pointer-events-none fixed top-4 end-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3"
      data-testid="toast-container"
    >
      {toasts.map((toast) => {
        const { icon, tone } = styles[toast.type];
        // A toast given no title of its own says its kind in the page's language.
        const title = toast.title === TOAST_TITLES[toast.type] ? t(`title.${toast.type}`) : toast.title;
        return (
          <div
            key={toast.id}
            role={toast.type === "error" ? "alert" : "status"}
            aria-live={toast.type === "error" ? "assertive" : "polite"}
            data-toast-type={toast.type}
            data-visible={toast.visible}
            className={`pointer-events-auto flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-pop transition-all duration-300 ${
              toast.visible ? "translate-y-0 opacity-100" : "-translate-y-2 opacity-0"
            }`}
          >
            <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${tone}`} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{title}</p>
              <p className="mt-0.5 text-sm text-muted">{toast.message}</p>
            </div>
            <button
              type="button"
              onClick={() => onClose(toast.id)}
              className="-m-1 rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-ink"
              aria-label={t("close", { title: title.toLowerCase() })}
            >
              <Icon name="x" className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
