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

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pet-friendly stays, rented by owner",
    "Why travellers with pets and owners choose Pet Friendly Rentals by Owner: no booking fee on top, every pet rule and fee shown before you book, short, mid-term and monthly stays.",
  );

export default function Landing() {
  return (
    <>
      <LandingHero />
      <WhyByOwner />
      <PetPolicyExample />
      <StayLengths />
      <ForOwners listYourHome={(className) => <ListYourHomeLink className={className} />} />
    </>
  );
}
