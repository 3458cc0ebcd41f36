import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { TestCards } from "~/modules/bookings/components/checkout-form";
import { newCardAction } from "~/modules/bookings/new-card-route.server";
import { newCardPage } from "~/modules/bookings/new-card.server";
import { DEMO_CARDS, spacedCardNumber } from "~/modules/payments/demo-cards";
import { platformOf } from "~/platform/context";
import { textFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Field, Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/trip-card";

const NOT_FOUND = "We couldn't find that trip.";

export const meta = () => pageMeta("A new card", "Pay a refused month of your stay with another card.");

/** The traveller's own trip only (someone else's id → 404); only where payments go through the site. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NOT_FOUND);
  const mode = platform.env.PAYMENTS_MODE;
  if (mode === "direct") throw data(NOT_FOUND, { status: 404 });
  const page = await newCardPage(platform.database.db, user.id, id);
  if (!page) throw data(NOT_FOUND, { status: 404 });
  return {
    page,
    stripe: mode === "stripe",
    cards: DEMO_CARDS.map((card) => ({
      number: spacedCardNumber(card.number),
      label: card.label,
      behaviour: card.behaviour,
    })),
  };
}

/** Demo: the typed card saved and the refused months charged; stripe: 303 to Stripe's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NOT_FOUND);
  if (platform.env.PAYMENTS_MODE === "direct") throw data(NOT_FOUND, { status: 404 });
  // Someone else's trip stays a 404, whatever else is wrong with the request.
  if (!(await newCardPage(platform.database.db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
  const { cardNumber = "" } = textFields(await readForm(request));
  return newCardAction(platform, user.id, id, cardNumber.slice(0, 40));
}

export default function TripCard({ loaderData, actionData }: Route.ComponentProps) {
  const { page, stripe } = loaderData;
  const reply = actionData as { error?: string; number?: string } | undefined;
  return (
    <div className="grid gap-6">
      <UserPageHeading title="Pay with a new card" lead={page.title}>
        <Link
          to={`/user/bookings/${page.bookingId}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          ← The trip
        </Link>
      </UserPageHeading>
      {page.months.length === 0 ? (
        <Notice tone="info">No month of this stay is waiting for a new card.</Notice>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Panel
            id="new-card"
            title="Refused months"
            description="Charged to the new card at once; the months to come are charged to it too."
          >
            <ul className="grid gap-2 text-sm" data-testid="refused-months">
              {page.months.map((month) => (
                <li key={month.part} className="grid gap-0.5">
                  <span className="text-ink">
                    Month {month.part} · from {month.startsOn} ·{" "}
                    <span className="tabular">{month.amount}</span>
                  </span>
                  <span className="text-muted">
                    {month.atRisk
                      ? "Unpaid after 3 tries: the stay is at risk."
                      : `Tried again by itself on ${month.nextTryOn ?? "its next day"}.`}
                    {month.failure ? ` Why: ${month.failure}` : ""}
                  </span>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              {reply?.error && <Notice>{reply.error}</Notice>}
              {stripe ? (
                <SubmitButton>Give a new card on Stripe</SubmitButton>
              ) : (
                <>
                  <Field
                    label="Card number"
                    name="cardNumber"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="4242 4242 4242 4242"
                    defaultValue={reply?.number ?? ""}
                    required
                  />
                  <SubmitButton>Pay with this card</SubmitButton>
                </>
              )}
            </Form>
          </Panel>
          {!stripe && <TestCards cards={loaderData.cards} />}
        </div>
      )}
    </div>
  );
}
