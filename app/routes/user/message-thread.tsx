import { ArrowLeft, Flag } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { data, Link, redirect, useFetcher, useRevalidator } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { StatusBadge } from "~/modules/bookings/components/trip-details";
import { MessageText } from "~/modules/messages/components/message-text";
import { MESSAGE_MAX_LENGTH, messageBody, reportReason, threadPath } from "~/modules/messages/messages";
import { openThread, reportMessage, sendMessage } from "~/modules/messages/messages.server";
import { publishRead } from "~/modules/notifications/live.server";
import { Avatar } from "~/modules/profiles/components/avatar";
import { stayPath } from "~/modules/stays/stays";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate } from "~/shared/format";
import { assertSameOrigin, readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { linkClass, Notice, TextAreaField } from "~/ui/form";
import type { Route } from "./+types/message-thread";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Messages with ${loaderData.thread.other.name}` : "Messages", "Your conversation.");

const NOT_FOUND = "We couldn't find that conversation.";

/** Only the thread's two members see it (anyone else: 404); opening it reads the other side's messages. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const thread = await openThread(platform.database.db, user.id, params.threadId);
  if (!thread) throw data(NOT_FOUND, { status: 404 });
  if (thread.markedRead) await publishRead(platform.events, user.id);
  return {
    thread: {
      ...thread,
      // Formatted here: the browser's Intl may space "4:58 PM" differently from the server's.
      messages: thread.messages.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        at: when.format(m.createdAt),
      })),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  assertSameOrigin(request, platform.env.APP_URL);
  const form = await readForm(request);
  const db = platform.database.db;
  const intent = form.get("intent");
  if (intent === "report") {
    const reason = reportReason.safeParse(form.get("reason") ?? "");
    if (!reason.success) return data({ error: reason.error.issues[0]!.message, body: "" }, { status: 400 });
    const ok = await reportMessage(db, {
      userId: user.id,
      threadId: params.threadId,
      messageId: String(form.get("messageId") ?? ""),
      reason: reason.data,
    });
    if (!ok) throw data("We couldn't find that message.", { status: 404 });
    return redirectWithToast(platform, threadPath(params.threadId), {
      type: "success",
      message: "Thank you. We will look at this message.",
    });
  }
  if (intent !== "send") return data({ error: "Unknown action.", body: "" }, { status: 400 });
  const raw = form.get("body");
  const text = typeof raw === "string" ? raw : "";
  const body = messageBody.safeParse(text);
  if (!body.success) return data({ error: body.error.issues[0]!.message, body: text }, { status: 400 });
  const sent = await sendMessage(db, { userId: user.id, threadId: params.threadId, body: body.data });
  if (!sent.ok) {
    if (sent.status === 404) throw data(NOT_FOUND, { status: 404 });
    return data({ error: sent.error, body: text }, { status: sent.status });
  }
  // With JavaScript the fetcher stays on the page (its loaders revalidate); without, back to the
  // thread by a redirect, so a reload never sends twice.
  if (form.get("enhanced") === "1") return { error: null, body: "" };
  return redirect(`${threadPath(sent.threadId)}#composer`);
}

const noChange = () => () => {};
/** How often an open thread checks whether my last message was read. */
const SEEN_POLL_MS = 15_000;

const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const wasSending = useRef(false);
  // True once hydrated: the fetcher then sends the form, and the action answers without a redirect.
  const enhanced = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // A sent message clears the composer; a refused one keeps what was typed.
  useEffect(() => {
    if (wasSending.current && !sending && !fetcher.data?.error) formRef.current?.reset();
    wasSending.current = sending;
  }, [sending, fetcher.data]);

  // My last message not yet read: look again now and then, so "Seen" appears without a reload
  // (a new message from the other side arrives by the live notices instead).
  const last = thread.messages[thread.messages.length - 1];
  const waitingForSeen = Boolean(last?.mine && thread.seenId !== last.id);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!waitingForSeen) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, SEEN_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForSeen, revalidate]);

  const party = [
    thread.adults ? `${thread.adults} ${thread.adults === 1 ? "adult" : "adults"}` : null,
    thread.children ? `${thread.children} ${thread.children === 1 ? "child" : "children"}` : null,
    thread.pets ? `${thread.pets} ${thread.pets === 1 ? "pet" : "pets"}` : null,
  ].filter(Boolean);

  return (
    <>
      <Link to="/user/messages" className={`mb-4 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
        <ArrowLeft aria-hidden className="size-4" /> All messages
      </Link>
      <header className="mb-6 flex flex-wrap items-start gap-4 rounded-3xl border border-line bg-surface p-4 sm:p-5">
        <Avatar name={thread.other.name} src={thread.other.avatarUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl text-ink sm:text-2xl">{thread.other.name}</h1>
          <p className="text-sm text-muted">
            {thread.side === "host" ? "Guest" : "Owner"} ·{" "}
            <Link to={stayPath(thread.listing.slug)} className={linkClass}>
              {thread.listing.title}
            </Link>
          </p>
          <p className="mt-1 text-sm text-ink">
            {thread.checkIn && thread.checkOut
              ? `${formatDate(thread.checkIn)} → ${formatDate(thread.checkOut)}`
              : "No dates yet"}
            {party.length > 0 && ` · ${party.join(", ")}`}
          </p>
        </div>
        <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end">
          {thread.booking ? (
            <>
              <StatusBadge status={thread.booking.status} />
              <Link to={thread.booking.path} className={`text-sm ${linkClass}`}>
                {thread.side === "host" ? "See the reservation" : "See your trip"}
              </Link>
            </>
          ) : (
            <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-muted">
              Question
            </span>
          )}
        </div>
      </header>

      <ol aria-label="Messages" className="grid gap-3">
        {thread.messages.map((m) => (
          <li key={m.id} className={`flex flex-col ${m.mine ? "items-end" : "items-start"}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
                m.mine
                  ? "rounded-br-md bg-primary-soft text-ink"
                  : "rounded-bl-md border border-line bg-surface text-ink"
              }`}
            >
              <p className="sr-only">{m.mine ? "You wrote:" : `${thread.other.name} wrote:`}</p>
              <MessageText body={m.body} revealed={thread.revealed} />
            </div>
            {/* A div, not a p: the report form inside may not sit in a paragraph. */}
            <div className="mt-1 flex flex-wrap items-start gap-2 px-1 text-xs text-muted">
              <time dateTime={m.createdAt}>{m.at}</time>
              {m.id === thread.seenId && <span className="font-semibold text-primary">Seen</span>}
              {!m.mine && <ReportMessage messageId={m.id} />}
            </div>
          </li>
        ))}
      </ol>

      <fetcher.Form
        ref={formRef}
        method="post"
        id="composer"
        noValidate
        className="mt-6 rounded-3xl border border-line bg-surface p-4 sm:p-5"
      >
        {reply?.error && <Notice>{reply.error}</Notice>}
        {enhanced && <input type="hidden" name="enhanced" value="1" />}
        <TextAreaField
          label={`Message ${thread.other.name}`}
          name="body"
          required
          maxLength={MESSAGE_MAX_LENGTH}
          defaultValue={reply?.error ? reply.body : ""}
          key={reply?.error ? `error-${reply.body.length}` : "composer"}
          hint={
            thread.revealed
              ? "The booking is accepted: email addresses, phone numbers and links are shown."
              : "Email addresses, phone numbers and links are hidden until the booking is accepted."
          }
        />
        <div className="mt-3 flex justify-end">
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={sending}
            className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary disabled:opacity-70"
          >
            {sending ? "Sending…" : "Send"}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

/** Report a message for review: a plain form inside a disclosure. */
function ReportMessage({ messageId }: { messageId: string }) {
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 hover:text-ink">
        <Flag aria-hidden className="size-3" /> Report
      </summary>
      <form
        method="post"
        className="mt-2 grid w-72 max-w-full gap-2 rounded-2xl border border-line bg-surface p-3"
      >
        <input type="hidden" name="messageId" value={messageId} />
        <label className="text-sm text-ink" htmlFor={`reason-${messageId}`}>
          What is wrong with this message?
        </label>
        <textarea
          id={`reason-${messageId}`}
          name="reason"
          required
          maxLength={1000}
          rows={2}
          className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        <button
          type="submit"
          name="intent"
          value="report"
          className="h-9 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-surface-2"
        >
          Send report
        </button>
      </form>
    </details>
  );
}
