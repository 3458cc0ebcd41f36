import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import { createToast, toastReducer, TOAST_REMOVE_DELAY_MS, type ToastInput } from "~/shared/toast-model";
import { afterLoad } from "~/shared/after-load";
import { readyLazy } from "~/shared/hydrate-later";

// Drawn only when a toast shows: its code stays off the first download and comes after the load
// event, so the first toast usually shows at once (decision 2104).
const { Component: ToastList, fetchCode: fetchToastList } = readyLazy(() =>
  import("./toast-list.tsx").then((m) => m.ToastList),
);
if (typeof document !== "undefined") void afterLoad().then(fetchToastList);

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
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
