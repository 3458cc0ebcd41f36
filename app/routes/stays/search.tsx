import { SlidersHorizontal } from "lucide-react";
import { StaySearchForm } from "~/modules/stays/components/stay-search-form";
import { pageMeta, SEARCH_PATH } from "~/site";
import { PageHeader } from "~/ui/page";
import type { Route } from "./+types/search";

export const meta = () =>
  pageMeta(
    "Monthly, mid-term and short-term pet-friendly rentals",
    "Search pet-friendly stays by place, dates, guests and pets.",
    [{ tagName: "link", rel: "canonical", href: SEARCH_PATH }],
  );

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const pick = (name: string) => params.get(name)?.slice(0, 100) || undefined;
  return {
    where: pick("where"),
    checkIn: pick("checkIn"),
    checkOut: pick("checkOut"),
    guests: pick("guests"),
    pets: pick("pets"),
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Stays"
        title="Monthly, mid-term and short-term pet-friendly rentals"
        lead="Search by place, dates, guests and pets. Results show each stay's pet policy at a glance and the total price for your dates."
      />
      <div className="container-page -mt-8">
        <StaySearchForm defaults={loaderData} />
        <div className="mt-10 flex items-start gap-4 rounded-3xl border border-dashed border-line bg-surface p-6 text-muted">
          <SlidersHorizontal aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <p>
            Stays are being listed. Results, filters for species, weight, stay type, price and amenities, and
            the map will appear here.
          </p>
        </div>
      </div>
    </>
  );
}
