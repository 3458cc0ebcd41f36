import { Icon } from "~/ui/icon";
import { Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { StayPhoto } from "~/modules/stays/components/stay-photo";
import { publicPhotoOf, stayPath } from "~/modules/stays/stays";
import { PetPolicyLine } from "~/modules/stays/components/pet-policy-line";
import { stayToSave, wishlistStays } from "~/modules/wishlist/wishlist.server";
import { WishlistHeart } from "~/modules/stays/components/wishlist-heart";
import { FitBadge } from "~/modules/pets/components/fit-badge";
import { fitSummary } from "~/modules/pets/fit";
import { fitPetOf } from "~/modules/pets/pets";
import { listPets } from "~/modules/pets/pets.server";
import { SubmitButton } from "~/ui/form";
import { EmptyState, Panel, UserPageHeading } from "~/ui/page";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/wishlist";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { isSlug } from "~/shared/ids";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useLocalize, useT } from "~/i18n/react";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("pets", "stay", "wishlist")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("wishlist");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const stays = await wishlistStays(db, user.id);
  // Each saved stay against the traveller's saved pets (the fit check).
  const animals = (await listPets(db, user.id)).map(fitPetOf);
  // After signing in from a heart: confirm the save (a link alone never changes anything).
  const slug = searchParamsOf(request).get("save");
  const save =
    isSlug(slug) && !stays.some((s) => s.listing.slug === slug) ? await stayToSave(db, slug) : null;
  return {
    save,
    stays: stays.map(({ listing, pet, photo }) => ({
      slug: listing.slug,
      title: listing.title,
      place: `${listing.city}, ${listing.region}`,
      photo: photo ? publicPhotoOf(photo) : null,
      nightlyCents: listing.nightlyRateCents,
      // The policy at a glance, written by the page in its language (PetPolicyLine), field by field.
      pets: {
        petsAllowed: pet.petsAllowed,
        species: pet.species,
        maxPets: pet.maxPets,
        maxWeightLb: pet.maxWeightLb,
        maxWeightUnit: pet.maxWeightUnit,
        petFeeCents: pet.petFeeCents,
        petFeeBasis: pet.petFeeBasis,
        breedRestrictions: pet.breedRestrictions,
      },
      currency: listing.currency,
      fit: animals.length ? fitSummary({ ...pet, country: listing.country }, animals) : null,
    })),
  };
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { stays, save } = loaderData;
  const t = useT("wishlist");
  const format = useFormat();
  const localize = useLocalize();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {save && (
        <div className="mb-6">
          <Panel id="save" title={t("saveTitle")}>
            <p className="mb-4 text-sm text-ink">
              <Link to={stayPath(save.slug)} className="font-semibold hover:underline">
                {save.title}
              </Link>
              <span className="text-muted"> · {t("place", { city: save.city, region: save.region })}</span>
            </p>
            <Form method="post" action="/api/wishlist" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="listing" value={save.slug} />
              <input type="hidden" name="redirectTo" value="/user/wishlist" />
              <div className="w-full sm:w-64">
                <SubmitButton intent="save">
                  <Icon name="heart" className="size-4" />
                  {t("save")}
                </SubmitButton>
              </div>
              <Link to="/user/wishlist" className="text-sm font-semibold text-muted hover:underline">
                {t("notNow")}
              </Link>
            </Form>
          </Panel>
        </div>
      )}
      {stays.length === 0 ? (
        <EmptyState
          icon="heart"
          title={t("noneTitle")}
          action={{ to: localize(SEARCH_PATH), label: t("find") }}
        >
          {t("none")}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("saved")}>
          {stays.map((stay) => (
            <li
              key={stay.slug}
              className="relative overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
            >
              <StayPhoto
                photo={stay.photo}
                sizes="(min-width: 640px) 40vw, 100vw"
                className="aspect-[16/9] w-full"
              />
              <div className="absolute end-3 top-3">
                <WishlistHeart slug={stay.slug} title={stay.title} saved />
              </div>
              <div className="p-4">
                <Link to={stayPath(stay.slug)} className="font-semibold text-ink hover:underline">
                  {stay.title}
                </Link>
                <p className="text-sm text-muted">{stay.place}</p>
                <p className="mt-2 flex items-start gap-2 text-sm text-ink">
                  <Icon name="paw-print" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <PetPolicyLine policy={stay.pets} currency={stay.currency} />
                </p>
                {stay.fit && (
                  <div className="mt-2">
                    <FitBadge fit={stay.fit} currency={stay.currency} />
                  </div>
                )}
                <p className="mt-1 text-sm font-semibold text-ink">
                  {t("perNight", { amount: format.money(stay.nightlyCents, stay.currency) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
