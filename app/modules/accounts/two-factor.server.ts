import type { Platform } from "~/platform/runtime.server";
import { parseFields } from "../../shared/forms.ts";
import { passwordConfirmSchema, totpCodeSchema } from "./accounts.schema.ts";
import { callAuth } from "./accounts.server.ts";
import { totpSecretFromUri, type TwoFactorStep } from "./accounts.ts";
import type { SessionUser } from "./guards.server.ts";
import { backupCodesOf, qrCodeSvg } from "./security.server.ts";

/** The answer to a two-factor set-up form: the next step to show, or two-factor switched off. */
export type TwoFactorAnswer =
  { off: false; step: TwoFactorStep; status?: number; headers?: Headers } | { off: true; headers: Headers };

const ENDPOINTS = {
  start: "/two-factor/enable",
  regenerate: "/two-factor/generate-backup-codes",
  disable: "/two-factor/disable",
} as const;

/** The scan step for an otpauth:// address: its QR code and the key to type instead. */
function scanStep(
  totpURI: string,
  fieldErrors: Record<string, string> = {},
  formError: string | null = null,
) {
  return {
    step: "scan",
    totpURI,
    qr: qrCodeSvg(totpURI),
    secret: totpSecretFromUri(totpURI) ?? "",
    fieldErrors,
    formError,
  } satisfies TwoFactorStep;
}

/**
 * Two-factor set-up for the signed-in user, by intent: "start" (password, then the
 * code to scan), "confirm" (the app's first code, then the backup codes),
 * "regenerate" (password, new backup codes) and "disable" (password).
 */
export async function twoFactorStep(
  platform: Platform,
  request: Request,
  user: SessionUser,
  formData: FormData,
): Promise<TwoFactorAnswer> {
  const intent = String(formData.get("intent") ?? "start");
  const fail = (
    fieldErrors: Record<string, string>,
    formError: string | null,
    status = 400,
  ): TwoFactorAnswer => ({
    off: false,
    step: { step: "error", fieldErrors, formError, intent },
    status,
  });

  if (intent === "start" || intent === "regenerate" || intent === "disable") {
    const form = parseFields(passwordConfirmSchema, formData);
    if (!form.ok) return fail(form.fieldErrors, null);
    const result = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(
      platform,
      request,
      ENDPOINTS[intent],
      { body: { password: form.data.password } },
    );
    if (!result.ok) {
      const wrongPassword = result.error?.code === "INVALID_PASSWORD";
      return fail(
        wrongPassword ? { password: "That password is not right." } : {},
        wrongPassword ? null : result.error!.message,
        result.status === 429 ? 429 : 400,
      );
    }
    if (intent === "disable") return { off: true, headers: result.headers };
    if (intent === "regenerate") {
      const codes = result.data?.backupCodes ?? [];
      return { off: false, step: { step: "codes", codes, fresh: false }, headers: result.headers };
    }
    return { off: false, step: scanStep(result.data?.totpURI ?? "") };
  }

  if (intent === "confirm") {
    const totpURI = String(formData.get("totpURI") ?? "");
    if (!totpURI.startsWith("otpauth://")) return fail({}, "Please start again.");
    const form = parseFields(totpCodeSchema, formData);
    if (!form.ok) return { off: false, step: scanStep(totpURI, form.fieldErrors), status: 400 };
    const result = await callAuth(platform, request, "/two-factor/verify-totp", {
      body: { code: form.data.code },
    });
    if (!result.ok)
      return {
        off: false,
        step: scanStep(totpURI, { code: result.error!.message }),
        status: result.status === 429 ? 429 : 400,
      };
    const codes = await backupCodesOf(platform, user.id);
    return { off: false, step: { step: "codes", codes, fresh: true }, headers: result.headers };
  }
  return fail({}, "Unknown action.");
}
