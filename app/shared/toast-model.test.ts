import { describe, expect, it } from "vitest";
import {
  createToast,
  toastReducer,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_TITLES,
} from "~/shared/toast-model";

describe("toasts", () => {
  it("uses the spec's constants", () => {
    expect(TOAST_DURATION_MS).toBe(3700);
    expect(TOAST_REMOVE_DELAY_MS).toBe(300);
    expect(TOAST_TITLES).toEqual({
      success: "Success",
      error: "Error",
      info: "Information",
      warning: "Warning",
      default: "Notification",
    });
  });

  it("creates visible toasts with the type's title, default type 'default'", () => {
    const toast = createToast({ message: "Hello" });
    expect(toast).toMatchObject({
      message: "Hello",
      type: "default",
      title: "Notification",
      visible: true,
      duration: 3700,
    });
    expect(createToast({ message: "x", type: "error" }).title).toBe("Error");
    expect(createToast({ message: "x" }).id).not.toBe(createToast({ message: "x" }).id);
  });

  it("hides, then removes", () => {
    const toast = createToast({ message: "Hi", type: "info" });
    let state = toastReducer([], { kind: "add", toast });
    state = toastReducer(state, { kind: "hide", id: toast.id });
    expect(state[0]?.visible).toBe(false);
    expect(toastReducer(state, { kind: "remove", id: toast.id })).toEqual([]);
  });
});
