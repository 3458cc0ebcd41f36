/** Toasts (spec §3, §4, §8, §9): the rules, free of React so they can be unit-tested. */
export const TOAST_TYPES = ["success", "error", "info", "warning", "default"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_TITLES: Record<ToastType, string> = {
  success: "Success",
  error: "Error",
  info: "Information",
  warning: "Warning",
  default: "Notification",
};
export const TOAST_DURATION_MS = 3700;
export const TOAST_REMOVE_DELAY_MS = 300;

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  visible: boolean;
  title: string;
  duration: number;
}

export interface ToastInput {
  message: string;
  type?: ToastType;
  title?: string;
  duration?: number;
}

export function isToastType(value: unknown): value is ToastType {
  return TOAST_TYPES.includes(value as ToastType);
}

let counter = 0;
export function createToast(input: ToastInput): Toast {
  const type = input.type && isToastType(input.type) ? input.type : "default";
  counter += 1;
  return {
    id: `toast-${Date.now().toString(36)}-${counter}`,
    message: input.message,
    type,
    visible: true,
    title: input.title ?? TOAST_TITLES[type],
    duration: input.duration ?? TOAST_DURATION_MS,
  };
}

export type ToastAction =
  { kind: "add"; toast: Toast } | { kind: "hide"; id: string } | { kind: "remove"; id: string };

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.kind) {
    case "add":
      return [...state, action.toast];
    case "hide":
      return state.map((t) => (t.id === action.id ? { ...t, visible: false } : t));
    case "remove":
      return state.filter((t) => t.id !== action.id);
  }
}
