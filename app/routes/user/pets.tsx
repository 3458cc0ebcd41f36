import { Icon } from "~/ui/icon";
import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { PetCard } from "~/modules/pets/components/pet-card";
import { ServiceAnimalNote } from "~/modules/pets/components/pet-form";
import { MAX_SAVED_PETS } from "~/modules/pets/pets";
import { deletePet, listPets } from "~/modules/pets/pets.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { todayIn } from "~/shared/dates";
import { readForm } from "~/shared/http.server";
import { EmptyState, UserPageHeading } from "~/ui/page";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/pets";
import { metaLanguage } from "~/i18n/meta";
import { useLocalize, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("myPets")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("myPets");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  return { pets: await listPets(platform.database.db, user.id), today: todayIn("UTC") };
}

/** Remove one of one's own pets (someone else's id: 404). */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = await readForm(request);
  const say = translatorFor(await readerLocale(platform.database.db, request, user.id), "myPets");
  if (form.get("intent") !== "delete") return data({ formError: say("chooseAction") }, { status: 400 });
  const result = await deletePet(
    platform.database.db,
    platform.storage,
    user.id,
    String(form.get("id") ?? ""),
  );
  if (!result.ok) return data({ formError: result.formError }, { status: result.status });
  return redirectWithToast(platform, "/user/pets", { type: "success", message: say("removed") });
}

export default function PetsPage({ loaderData }: Route.ComponentProps) {
  const { pets, today } = loaderData;
  const t = useT("myPets");
  const localize = useLocalize();
  const searchMine = `${localize(SEARCH_PATH)}?${new URLSearchParams(pets.map((p) => ["pet", p.id]))}`;
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")}>
        {pets.length < MAX_SAVED_PETS && (
          <Link
            to="/user/pets/new"
            className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary-strong"
          >
            <Icon name="plus" className="size-4" /> {t("add")}
          </Link>
        )}
      </UserPageHeading>
      {pets.length === 0 ? (
        <EmptyState
          icon="paw-print"
          title={t("noneTitle")}
          action={{ to: "/user/pets/new", label: t("add") }}
        >
          {t("none")}
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          <ul className="grid gap-4 xl:grid-cols-2" aria-label={t("saved")}>
            {pets.map((pet) => (
              <PetCard key={pet.id} pet={pet} today={today} />
            ))}
          </ul>
          <p>
            <Link to={searchMine} className="font-semibold text-primary underline-offset-4 hover:underline">
              {pets.length === 1 ? t("findOne", { name: pets[0]!.name }) : t("findAll")}
            </Link>
          </p>
        </div>
      )}
      <div className="mt-8 max-w-2xl">
        <ServiceAnimalNote />
      </div>
    </>
  );
}
