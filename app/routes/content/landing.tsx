import {
  ForOwners,
  LandingHero,
  PetPolicyExample,
  StayLengths,
  WhyByOwner,
} from "~/modules/content/components/landing";
import { ListYourHomeLink } from "~/frame/list-your-home";
import { pageMeta } from "~/site";
import type { Route } from "./+types/landing";
import { READING_PAGE } from "~/frame/reading-page";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useT } from "~/i18n/react";

export const middleware = [pageNamespaces("content")];

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("content.landing");
  return pageMeta(t("metaTitle"), t("metaDescription"));
};

export default function Landing() {
  const t = useT("frame");
  return (
    <>
      <LandingHero />
      <WhyByOwner />
      <PetPolicyExample />
      <StayLengths />
      <ForOwners
        listYourHome={(className) => <ListYourHomeLink className={className}>{t("listYourHome")}</ListYourHomeLink>}
      />
    </>
  );
}
