import { Form } from "react-router";
import type { FormReply } from "~/shared/forms";
import { Field, SubmitButton, TextAreaField, Notice } from "~/ui/form";
import { MAX_PHOTOS } from "../claims";

/** The owner's claim: amount up to the deposit, what was damaged, photos (decision 3550). */
export function ClaimFileForm({
  deposit,
  currency,
  until,
  reply,
}: {
  deposit: string;
  currency: string;
  until: string;
  reply?: FormReply;
}) {
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" noValidate>
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <p className="text-sm text-muted">
        You may claim up to the deposit, {deposit}, until {until}. The traveller is told at once and has 72
        hours to accept or dispute; accepted or unanswered claims are charged to their saved card and paid to
        you in full. A disputed claim is decided by the site&apos;s team.
      </p>
      <Field
        label={`Amount (${currency})`}
        name="amount"
        inputMode="decimal"
        required
        defaultValue={values.amount}
        error={errors.amount}
        hint={`At most ${deposit}.`}
      />
      <TextAreaField
        label="What was damaged"
        name="description"
        required
        maxLength={2000}
        defaultValue={values.description}
        error={errors.description}
      />
      <Field
        label="Photos"
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        error={errors.photos}
        hint={`Up to ${MAX_PHOTOS} photos, 5 MB each.${reply ? " Choose them again: photos are not kept after a refusal." : ""}`}
      />
      <div className="sm:w-64">
        <SubmitButton>File the claim</SubmitButton>
      </div>
    </Form>
  );
}
