/**
 * What a person typed, kept across a lost session: when the session ends while a page is open
 * (or a form is sent and the server asks to sign in first), the page's forms are copied to
 * session storage (this tab only); when the page is shown again after signing in, they are put
 * back. Never passwords, codes, tokens, files or hidden fields.
 */
const PREFIX = "pfr-draft:";
const PENDING = "pfr-draft-pending";
const SKIPPED_NAME = /password|token|code|otp|secret|idempotencyKey/i;
const SKIPPED_TYPES = new Set(["password", "hidden", "file", "submit", "button", "reset", "image"]);

type Fields = Record<string, string | boolean>;
export interface Draft {
  path: string;
  forms: Record<string, Fields>;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const keptField = (field: Element): field is Field => {
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ))
    return false;
  if (!field.name || SKIPPED_NAME.test(field.name)) return false;
  if (field.autocomplete === "one-time-code") return false;
  return !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type));
};

/**
 * The page's POST forms, each with its name on the page: its id, else its action and its place
 * among the forms with that action. (Not its place among all forms: a part of the frame drawn a
 * moment later, such as the account menu's sign-out form, would shift every other form.)
 */
function postForms(root: ParentNode): [HTMLFormElement, string][] {
  const seen = new Map<string, number>();
  return [...root.querySelectorAll("form")]
    .filter((form) => form.method === "post" && !form.hasAttribute("data-no-draft"))
    .map((form) => {
      const action = form.getAttribute("action") ?? "";
      const place = seen.get(action) ?? 0;
      seen.set(action, place + 1);
      return [form, form.id || `${action}#${place}`];
    });
}

function fieldKey(field: Field) {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
    ? `${field.name}=${field.value}`
    : field.name;
}

/** The typed values of one form (only what differs from how the page drew it). */
function readForm(form: HTMLFormElement): Fields {
  const fields: Fields = {};
  for (const field of form.elements) {
    if (!keptField(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) fields[fieldKey(field)] = field.checked;
    } else if (field instanceof HTMLSelectElement) {
      const drawn = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== drawn) fields[fieldKey(field)] = field.value;
    } else if (field.value !== field.defaultValue) fields[fieldKey(field)] = field.value;
  }
  return fields;
}

export function readDraft(root: ParentNode, path: string): Draft | null {
  const forms: Draft["forms"] = {};
  for (const [form, key] of postForms(root)) {
    const fields = readForm(form);
    if (Object.keys(fields).length > 0) forms[key] = fields;
  }
  return Object.keys(forms).length > 0 ? { path, forms } : null;
}

/** Sets a field's value so React's handlers hear of it too. */
function setValue(field: Field, value: string | boolean) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== value) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, String(value));
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Puts a draft back into the page's forms; answers whether anything was restored. */
export function applyDraft(root: ParentNode, draft: Draft): boolean {
  let restored = false;
  for (const [form, key] of postForms(root)) {
    const fields = draft.forms[key];
    if (!fields) continue;
    for (const field of form.elements) {
      if (!keptField(field)) continue;
      const value = fields[fieldKey(field)];
      if (value === undefined) continue;
      setValue(field, value);
      restored = true;
    }
  }
  return restored;
}

const storage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: nothing is kept
  }
};

/** Keeps the open page's typed input for after signing in again. */
export function keepDraft(path: string) {
  const draft = readDraft(document, path);
  if (draft) storage()?.setItem(PREFIX + path, JSON.stringify(draft));
}

/**
 * A form is being sent: its input is held aside, in case the answer is "sign in first"
 * (`promotePending` keeps it then; anything else drops it).
 */
export function holdSubmitted(form: HTMLFormElement, path: string) {
  const key = postForms(document).find(([each]) => each === form)?.[1];
  if (key === undefined) return;
  const fields = readForm(form);
  if (Object.keys(fields).length === 0) return;
  const draft: Draft = { path, forms: { [key]: fields } };
  storage()?.setItem(PENDING, JSON.stringify(draft));
}

/** After a navigation: sent to sign in from the page a form was sent on → keep its input. */
export function settlePending(signInFrom: string | null) {
  const store = storage();
  const pending = store?.getItem(PENDING);
  if (!store || !pending) return;
  store.removeItem(PENDING);
  const draft = JSON.parse(pending) as Draft;
  if (signInFrom === draft.path && !store.getItem(PREFIX + draft.path))
    store.setItem(PREFIX + draft.path, pending);
}

/** The draft kept for this page, taken out of storage. */
export function takeDraft(path: string): Draft | null {
  const store = storage();
  const text = store?.getItem(PREFIX + path);
  if (!store || !text) return null;
  store.removeItem(PREFIX + path);
  try {
    return JSON.parse(text) as Draft;
  } catch {
    return null;
  }
}

/** Signing out on purpose forgets what was kept (a shared computer). */
export function forgetDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX) || key === PENDING) store.removeItem(key);
}
