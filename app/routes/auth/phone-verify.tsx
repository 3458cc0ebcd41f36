import { data, Form, Link } from "react-router";
import { phoneCodeSchema, phoneSchema } from "~/modules/accounts/accounts.schema";
import { callAuth } from "~/modules/accounts/accounts.server";
import { AuthCard } from "~/modules/accounts/components/auth-ui";
import { Field, Notice, SubmitButton, linkClass } from "~/ui/form";
import { signedInUser } from "~/modules/accounts/guards.server";
import { redirectWithToast } from "~/platform/flash.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/phone-verify";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Verify phone", "Add and verify a phone number.");

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { phoneNumber: user.phoneNumberVerified ? user.phoneNumber : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "verify") {
    const form = parseFields(phoneCodeSchema, formData);
    const phone = String(formData.get("phoneNumber") ?? "");
    if (!form.ok)
      return data(
        { step: "code" as const, phone, fieldErrors: form.fieldErrors, formError: null },
        { status: 400 },
      );
    const result = await callAuth(platform, request, "/phone-number/verify", {
      body: { phoneNumber: form.data.phoneNumber, code: form.data.code, updatePhoneNumber: true },
    });
    if (!result.ok) {
      const taken = result.error?.code === "PHONE_NUMBER_EXIST";
      return data(
        {
          step: taken ? ("number" as const) : ("code" as const),
          phone,
          fieldErrors: taken ? { phoneNumber: result.error!.message } : { code: result.error!.message },
          formError: null,
        },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    return redirectWithToast(
      platform,
      "/phone-verify",
      { type: "success", message: `Your phone number ${form.data.phoneNumber} is verified.` },
      { headers: result.headers },
    );
  }
  const form = parseFields(phoneSchema, formData);
  if (!form.ok)
    return data(
      {
        step: "number" as const,
        phone: String(formData.get("phoneNumber") ?? ""),
        fieldErrors: form.fieldErrors,
        formError: null,
      },
      { status: 400 },
    );
  const result = await callAuth(platform, request, "/phone-number/send-otp", {
    body: { phoneNumber: form.data.phoneNumber },
  });
  if (!result.ok) {
    return data(
      {
        step: "number" as const,
        phone: form.data.phoneNumber,
        fieldErrors: {},
        formError: result.error!.message,
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return { step: "code" as const, phone: form.data.phoneNumber, fieldErrors: {}, formError: null };
}

export default function PhoneVerify({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const codeStep = actionData?.step === "code";
  return (
    <AuthCard
      icon="smartphone"
      eyebrow="Account security"
      title={codeStep ? "Enter the code we texted you" : "Verify your phone number"}
      lead={
        codeStep ? (
          <>
            We sent a six-digit code to <strong className="text-ink">{actionData!.phone}</strong>. It works
            for 5 minutes.
          </>
        ) : (
          "Owners can reach you by text about your stay, and we can send you booking updates. We never share your number."
        )
      }
      footer={
        <Link to="/user/settings" className={linkClass}>
          Back to settings
        </Link>
      }
    >
      {loaderData.phoneNumber && !actionData && (
        <Notice tone="success">
          Your verified number is <strong>{loaderData.phoneNumber}</strong>. Add another below to replace it.
        </Notice>
      )}
      {actionData?.formError && <Notice>{actionData.formError}</Notice>}
      {codeStep ? (
        <div className="grid gap-4">
          <Form method="post" noValidate className="grid gap-5">
            <input type="hidden" name="phoneNumber" value={actionData!.phone} />
            <Field
              label="Six-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-widest"
              error={fieldErrors.code}
            />
            <SubmitButton intent="verify">Verify my number</SubmitButton>
          </Form>
          <Form method="post">
            <input type="hidden" name="phoneNumber" value={actionData!.phone} />
            <SubmitButton intent="send" variant="secondary">
              Send a new code
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate className="grid gap-5">
          <Field
            label="Phone number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={24}
            placeholder="+1 415 555 0100"
            hint="In international format: + then your country code and number."
            defaultValue={actionData?.phone}
            error={fieldErrors.phoneNumber}
          />
          <SubmitButton intent="send">Text me a code</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
