import { Form } from "react-router";
import { useT } from "~/i18n/react";
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
  const t = useT("claims.file");
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" noValidate>
      {reply?.formError && <Notice tone="error">{reply.formError}</Notice>}
      <p className="text-sm text-muted">{t("lead", { deposit, date: until })}</p>
      <Field
        label={t("amount", { currency })}
        name="amount"
        inputMode="decimal"
        required
        defaultValue={values.amount}
        error={errors.amount}
        hint={t("atMost", { deposit })}
      />
      <TextAreaField
        label={t("damaged")}
        name="description"
        required
        maxLength={2000}
        defaultValue={values.description}
        error={errors.description}
      />
      <Field
        label={t("photos")}
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        error={errors.photos}
        hint={t(reply ? "photosHintAgain" : "photosHint", { max: MAX_PHOTOS })}
      />
      <div className="sm:w-64">
        <SubmitButton>{t("submit")}</SubmitButton>
      </div>
    </Form>
  );
}
