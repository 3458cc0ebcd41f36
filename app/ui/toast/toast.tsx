import { Icon, type IconName } from "~/ui/icon";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import {
  createToast,
  toastReducer,
  TOAST_REMOVE_DELAY_MS,
  type Toast,
  type ToastInput,
  type ToastType,
} from "~/shared/toast-model";

interface ToastApi {
  show(input: ToastInput): string;
  close(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider>");
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    dispatch({ kind: "hide", id });
    // Removed after the hide transition, as the spec says (300 ms).
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        dispatch({ kind: "remove", id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const toast = createToast(input);
      dispatch({ kind: "add", toast });
      timers.current.set(
        toast.id,
        setTimeout(() => close(toast.id), toast.duration),
      );
      return toast.id;
    },
    [close],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, close }), [show, close]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastContainer toasts={toasts} onClose={close} />
    </ToastContext.Provider>
  );
}

const styles: Record<ToastType, { icon: IconName; tone: string }> = {
  success: { icon: "circle-check", tone: "text-success" },
  error: { icon: "circle-exclamation-point", tone: "text-danger" },
  info: { icon: "info", tone: "text-info" },
  warning: { icon: "triangle-exclamation-point", tone: "text-warning" },
  default: { icon: "bell", tone: "text-primary" },
};

function ToastContainer({ toasts, onClose }: { toasts: Toast[]; onClose: (id: string) => void }) {
  return (
    // Top right, as the spec fixes it (not mirrored in rtl).
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3"
      data-testid="toast-container"
    >
      {toasts.map((toast) => {
        const { icon, tone } = styles[toast.type];
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
              <p className="font-semibold text-ink">{toast.title}</p>
              <p className="mt-0.5 text-sm text-muted">{toast.message}</p>
            </div>
            <button
              type="button"
              onClick={() => onClose(toast.id)}
              className="-m-1 rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-ink"
              aria-label={`Close ${toast.title.toLowerCase()} notification`}
            >
              <Icon name="x" className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
