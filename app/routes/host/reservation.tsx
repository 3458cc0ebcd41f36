import { data, Link } from "react-router";
import { AreaError } from "~/frame/area-error";
import { BookingHistory } from "~/modules/bookings/components/booking-history";
import { StatusBadge } from "~/modules/bookings/components/trip-details";
import { AnswerCountdown } from "~/modules/hosting/components/answer-countdown";
import {
  AnswerPanel,
  GuestPanel,
  HostCancelPanel,
  PayoutPanel,
  PetsPanel,
  PrintButton,
} from "~/modules/hosting/components/reservation-detail";
import { declineSchema, hostCancelSchema } from "~/modules/hosting/reservations";
import {
  acceptRequest,
  cancelAsHost,
  declineRequest,
  hostCancellations,
  hostMayCancel,
  hostReservation,
} from "~/modules/hosting/reservations.server";
import { requireUser } from "~/modules/accounts/guards.server";
import { threadPath } from "~/modules/messages/messages";
import { existingThreadId } from "~/modules/messages/messages.server";
import { time } from "~/modules/bookings/booking-view";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate, formatInstant } from "~/shared/format";
import { parseFields } from "~/shared/forms";
import { assertSameOrigin, readForm, uuidOrNotFound } from "~/shared/http.server";
import type { Outcome } from "~/shared/outcome";
import { pageMeta } from "~/site";
import { Panel } from "~/ui/page";
import type { Route } from "./+types/reservation";

const NOT_FOUND = "We couldn't find that reservation among your homes.";

export const meta = () => pageMeta("Reservation", "A booking of one of your homes.");

/** Someone else's booking answers 404, exactly like one that does not exist. */
async function load(platform: ReturnType<typeof platformOf>, request: Request, idParam: string | undefined) {
  const user = await requireUser(platform, request);
  const id = uuidOrNotFound(idParam, NOT_FOUND);
  const found = await hostReservation(platform.database.db, user.id, id);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return { user, found };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { found } = await load(platform, request, params.id);
  const { booking, listing } = found;
  const now = new Date();
  const accepted = booking.status === "confirmed" || booking.status === "completed";
  // The conversation with this guest about this home (the booking's message started it, or a question before).
  const threadId = await existingThreadId(platform.database.db, booking.guestId, listing.id);
  return {
    id: booking.id,
    reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
    status: booking.status,
    listing: {
      id: listing.id,
      title: listing.title,
      slug: listing.slug,
      address: listing.address,
      city: listing.city,
    },
    checkIn: found.stay.start,
    checkOut: found.stay.end,
    checkInTime: time(listing.checkInTime),
    checkOutTime: time(listing.checkOutTime),
    nights: found.quote.nights,
    adults: booking.adults,
    children: booking.children,
    message: booking.message,
    // The guest's phone is the owner's to see once the stay is agreed.
    contactPhone: accepted ? booking.contactPhone : "",
    checkInInstructions: listing.checkInInstructions,
    guest: found.guest && { ...found.guest, memberSince: found.guest.memberSince.toISOString().slice(0, 10) },
    pets: found.pets,
    quote: found.quote,
    terms: found.terms,
    installments: found.schedule,
    expiresAt: booking.status === "pending" && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    deadline: booking.expiresAt ? formatInstant(booking.expiresAt, listing.timeZone) : null,
    cancellationReason: booking.cancellationReason,
    cancelledBy: booking.cancelledBy,
    mayCancel: hostMayCancel(found, now),
    cancellations: hostMayCancel(found, now)
      ? await hostCancellations(platform.database.db, listing.ownerId, now)
      : 0,
    history: found.history.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      when: formatInstant(e.at, listing.timeZone),
    })),
    serverNow: now.toISOString(),
    conversation: threadId ? threadPath(threadId) : null,
  };
}

type Reply = {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  assertSameOrigin(request, platform.env.APP_URL);
  const { user, found } = await load(platform, request, params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const db = platform.database.db;
  const id = found.booking.id;
  const refuse = (status: number, reply: Omit<Reply, "intent">) =>
    data<Reply>({ intent, ...reply }, { status });

  let outcome: Outcome;
  let done: string;
  if (intent === "accept") {
    outcome = await acceptRequest(db, user.id, id);
    done = "Accepted: the stay is confirmed and the traveller has been told.";
  } else if (intent === "decline") {
    const parsed = parseFields(declineSchema, form);
    if (!parsed.ok) return refuse(400, { errors: parsed.errors, values: parsed.values, formError: null });
    outcome = await declineRequest(db, user.id, id, parsed.data);
    done = "Declined: the dates are open again and the traveller has been told.";
  } else if (intent === "cancel") {
    const parsed = parseFields(hostCancelSchema, form);
    if (!parsed.ok) return refuse(400, { errors: parsed.errors, values: parsed.values, formError: null });
    outcome = await cancelAsHost(db, user.id, id, parsed.data.note);
    done = "Cancelled: the traveller is refunded in full and has been told.";
  } else {
    return refuse(400, { errors: {}, values: {}, formError: "Choose what to do with this reservation." });
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(NOT_FOUND, { status: 404 });
    return refuse(outcome.status, { errors: outcome.fieldErrors, values: {}, formError: outcome.formError });
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, { type: "success", message: done });
}

export default function Reservation({ loaderData: r, actionData }: Route.ComponentProps) {
  const reply = (intent: string) =>
    actionData?.intent === intent ? actionData : { errors: {}, values: {}, formError: null };
  const answerReply =
    actionData?.intent === "accept" || actionData?.intent === "decline" ? actionData : reply("x");
  const guests = r.adults + r.children;
  return (
    <>
      <div className="mb-6 print:mb-4">
        <Link
          to="/host/reservations"
          className="text-sm font-semibold text-primary hover:underline print:hidden"
        >
          ← All reservations
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl text-ink sm:text-3xl">{r.guest?.name ?? "Guest"}</h1>
          <StatusBadge status={r.status} />
        </div>
        <p className="text-muted">
          {r.listing.title} · {formatDate(r.checkIn)} → {formatDate(r.checkOut)} · {r.reference}
        </p>
        {r.conversation && (
          <Link
            to={r.conversation}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline print:hidden"
          >
            Message {r.guest?.name.split(" ")[0] ?? "the guest"}
          </Link>
        )}
        {r.expiresAt && r.deadline && (
          <div className="mt-2">
            <AnswerCountdown expiresAt={r.expiresAt} serverNow={r.serverNow} deadline={r.deadline} />
          </div>
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="grid gap-6">
          {r.status === "pending" && (
            <div className="print:hidden">
              <AnswerPanel {...answerReply} />
            </div>
          )}
          {(r.status === "declined" || r.status === "cancelled") && r.cancellationReason && (
            <Panel id="ended" title={r.status === "declined" ? "Declined" : "Cancelled"}>
              <p className="text-sm text-ink">
                {r.cancelledBy === "owner" ? "By you: " : r.cancelledBy === "guest" ? "By the guest: " : ""}
                {r.cancellationReason}
              </p>
            </Panel>
          )}
          <Panel
            id="stay"
            title="Check-in sheet"
            description={`${r.listing.title}, ${r.listing.address || r.listing.city}`}
          >
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Fact label="Check-in">
                {formatDate(r.checkIn, { weekday: "short" })} from {r.checkInTime}
              </Fact>
              <Fact label="Check-out">
                {formatDate(r.checkOut, { weekday: "short" })} by {r.checkOutTime}
              </Fact>
              <Fact label="Nights">{r.nights}</Fact>
              <Fact label="Guests">
                {guests} ({r.adults} {r.adults === 1 ? "adult" : "adults"}
                {r.children ? `, ${r.children} ${r.children === 1 ? "child" : "children"}` : ""})
              </Fact>
              <Fact label="Animals">
                {r.pets.pets.length === 0 ? "None" : r.pets.pets.map((p) => p.name || p.species).join(", ")}
              </Fact>
              {r.contactPhone && <Fact label="Guest's phone">{r.contactPhone}</Fact>}
            </dl>
            {r.checkInInstructions && (
              <div className="mt-4 text-sm">
                <p className="font-semibold text-ink">Your check-in instructions</p>
                <p className="whitespace-pre-line text-muted">{r.checkInInstructions}</p>
              </div>
            )}
            <div className="mt-4">
              <PrintButton />
            </div>
          </Panel>
          {r.message && (
            <Panel id="message" title="Message from the guest">
              <p className="whitespace-pre-line text-sm text-ink">{r.message}</p>
            </Panel>
          )}
          <PetsPanel check={r.pets} />
          {r.mayCancel && (
            <div className="print:hidden">
              <HostCancelPanel {...reply("cancel")} cancellations={r.cancellations} />
            </div>
          )}
        </div>
        <div className="grid gap-6">
          <GuestPanel guest={r.guest} />
          <PayoutPanel quote={r.quote} terms={r.terms} installments={r.installments} />
          <BookingHistory history={r.history} />
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaError error={error} area="host" />;
}
