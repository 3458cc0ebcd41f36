import { Icon } from "~/ui/icon";
import { data, Link, redirect } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadHeader, ThreadMessages, useSeenPoll } from "~/modules/messages/components/thread-parts";
import { messageBody, messageTime, reportReason, threadPath } from "~/modules/messages/messages";
import { openThread, reportMessage, sendMessage, threadOf } from "~/modules/messages/threads.server";
import { travellerPageOf } from "~/modules/profiles/public-handle.server";
import { ThreadComposer } from "~/modules/messages/components/thread-composer";
import { OfferPanel } from "~/modules/messages/components/offer-panel";
import { offerIntent, offerPanelOf } from "~/modules/messages/offers.server";
import { insertTemplate } from "~/modules/messages/saved-replies";
import { filledSavedReply, listSavedReplies } from "~/modules/messages/saved-replies.server";
import { readAttachFields } from "~/modules/messages/pet-resume";
import { listPets } from "~/modules/pets/pets.server";
import { todayIn } from "~/shared/dates";
import { publishRead } from "~/frame/live.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { readForm } from "~/shared/http.server";
import { parseUuid } from "~/shared/ids";
import { IDEMPOTENCY_FIELD } from "~/ui/resilience/retrying-fetch";
import { pageMeta } from "~/site";
import { linkClass } from "~/ui/form";
import type { Route } from "./+types/message-thread";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("datePicker", "inbox", "myPets", "savedReplies", "search", "stay", "trips"),
];

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("inbox.thread");
  const name = loaderData?.thread.other.name;
  return pageMeta(name ? t("metaTitle", { name }) : t("metaTitleNone"), t("metaDescription"));
}

const NOT_FOUND = "We couldn't find that conversation.";

/** Only the thread's two members see it (anyone else: 404); opening it reads the other side's messages. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const thread = await openThread(db, user.id, params.threadId);
  if (!thread) throw data(NOT_FOUND, { status: 404 });
  if (thread.markedRead) await publishRead(platform.events, user.id);
  // Only the traveller attaches pets: the owner's composer has no pets to pick.
  const savedPets = thread.side === "guest" ? await listPets(db, user.id) : [];
  // Only the owner answers with saved replies (decision 3952).
  const savedReplies = thread.side === "host" ? await listSavedReplies(db, user.id) : [];
  // The owner's side links the guest's public page (decision 3611), by its opaque handle.
  const members = thread.side === "host" ? await threadOf(db, user.id, params.threadId) : null;
  const tag = intlLocale(await readerLocale(db, request, user.id));
  return {
    // The conversation's offers (decision 3953) and the owner's offer date picker (decision 3959).
    offerPanel: await offerPanelOf(db, user.id, params.threadId),
    savedReplies: savedReplies.map((r) => ({ id: r.id, name: r.name })),
    travellerHref: await travellerPageOf(db, members?.guestId),
    today: todayIn(),
    savedPets: savedPets.map((p) => ({ id: p.id, name: p.name, species: p.species })),
    // Made when the composer is shown: a repeated send (a retry, a double click) stores one message.
    composerKey: crypto.randomUUID(),
    thread: {
      ...thread,
      // Formatted here: the browser's Intl may space "4:58 PM" differently from the server's.
      messages: thread.messages.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        at: messageTime(tag).format(m.createdAt),
      })),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = await readForm(request);
  const db = platform.database.db;
  const intent = form.get("intent");
  const locale = await readerLocale(db, request, user.id);
  const say = (english: string | null) => localizeMessage(locale, english);
  if (intent === "report") {
    const reason = reportReason.safeParse(form.get("reason") ?? "");
    if (!reason.success)
      return data({ error: say(reason.error.issues[0]!.message), body: "", attach: null }, { status: 400 });
    const ok = await reportMessage(db, {
      userId: user.id,
      threadId: params.threadId,
      messageId: String(form.get("messageId") ?? ""),
      reason: reason.data,
    });
    if (!ok) throw data(say("We couldn't find that message."), { status: 404 });
    return redirectWithToast(platform, threadPath(params.threadId), {
      type: "success",
      message: translatorFor(locale, "inbox.thread")("reported"),
    });
  }
  if (intent === "offer" || intent === "withdraw-offer") {
    const done = await offerIntent(db, user.id, params.threadId, form, locale);
    if (done.ok)
      return redirectWithToast(platform, threadPath(params.threadId), {
        type: "success",
        message: say(done.value.message)!,
      });
    if (done.status === 404) throw data(say(done.formError), { status: 404 });
    // The offer form's field errors and refusal in the reader's language, as the rest of the page.
    const reply = done.reply && {
      ...done.reply,
      fieldErrors: localizeErrors(locale, done.reply.fieldErrors),
      formError: say(done.reply.formError ?? null),
    };
    return data(
      { error: reply ? null : say(done.formError), body: "", attach: null, offer: reply ?? null },
      { status: done.status },
    );
  }
  const raw = form.get("body");
  const text = typeof raw === "string" ? raw : "";
  if (intent === "use-template") {
    // The composer again, the owner's saved reply filled in for this guest after what was typed.
    if (!form.get("template"))
      return data({ error: say("Choose a saved reply."), body: text, attach: null }, { status: 400 });
    const filled = await filledSavedReply(db, user.id, params.threadId, form.get("template"));
    if (!filled.ok) {
      if (filled.status === 404) throw data(filled.formError, { status: 404 });
      return data({ error: say(filled.formError), body: text, attach: null }, { status: filled.status });
    }
    return {
      error: null,
      body: insertTemplate(text, filled.value),
      attach: null,
      filled: crypto.randomUUID(),
    };
  }
  if (intent !== "send")
    return data({ error: say("Unknown action."), body: text, attach: null }, { status: 400 });
  const attach = readAttachFields(form, todayIn());
  const kept = {
    fieldErrors: attach.ok ? {} : attach.fieldErrors,
    values: attach.values,
    petIds: attach.petIds,
  };
  const body = messageBody.safeParse(text);
  if (!body.success || !attach.ok)
    return data(
      {
        error: say(body.success ? "Please check your pet's details." : body.error.issues[0]!.message),
        body: text,
        attach: kept,
      },
      { status: 400 },
    );
  const sent = await sendMessage(db, {
    userId: user.id,
    threadId: params.threadId,
    body: body.data,
    clientKey: parseUuid(form.get(IDEMPOTENCY_FIELD)),
    pets: { petIds: attach.petIds, typed: attach.typed },
  });
  if (!sent.ok) {
    if (sent.status === 404) throw data(NOT_FOUND, { status: 404 });
    return data({ error: say(sent.formError), body: text, attach: kept }, { status: sent.status });
  }
  // With JavaScript the fetcher stays on the page (its loaders revalidate); without, back to the
  // thread by a redirect, so a reload never sends twice.
  if (form.get("enhanced") === "1") return { error: null, body: "", attach: null };
  return redirect(`${threadPath(sent.value.threadId)}#composer`);
}

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread } = loaderData;
  useSeenPoll(thread);
  const t = useT("inbox.thread");

  return (
    <>
      <Link
        to={thread.side === "host" ? "/host/messages" : "/user/messages"}
        className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}
      >
        <Icon name="arrow-left" className="size-4" />{" "}
        {thread.side === "host" ? t("hostingMessages") : t("allMessages")}
      </Link>
      <ThreadHeader thread={thread} travellerHref={loaderData.travellerHref} />
      <OfferPanel
        side={thread.side}
        {...loaderData.offerPanel}
        canOffer={!thread.booking || ["cancelled", "declined", "expired"].includes(thread.booking.status)}
        defaults={thread}
        actionData={actionData}
      />

      <ThreadMessages thread={thread} today={loaderData.today} />

      <ThreadComposer
        side={thread.side}
        revealed={thread.revealed}
        otherName={thread.other.name}
        composerKey={loaderData.composerKey}
        savedPets={loaderData.savedPets}
        savedReplies={loaderData.savedReplies}
        actionData={actionData}
      />
    </>
  );
}
