import { useT } from "~/i18n/react";
import type { ClaimDetail } from "../claims.server";

/** A claim as filed and where it stands: amount, words, photos, the answers (decision 3550). */
export function ClaimDetailView({ claim }: { claim: ClaimDetail }) {
  const t = useT("claims.detail");
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        <dt className="text-muted">{t("claimed")}</dt>
        <dd className="font-semibold text-ink">{claim.amount}</dd>
        <dt className="text-muted">{t("state")}</dt>
        <dd className="text-ink" data-testid="claim-state">
          {claim.state}
        </dd>
        {claim.charged && (
          <>
            <dt className="text-muted">{t("charged")}</dt>
            <dd className="text-ink">{claim.charged}</dd>
          </>
        )}
        <dt className="text-muted">{t("filed")}</dt>
        <dd className="text-ink">{claim.filedAt}</dd>
        {claim.answerBy && (
          <>
            <dt className="text-muted">{t("answerBy")}</dt>
            <dd className="text-ink">{claim.answerBy}</dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="font-semibold text-ink">{t("damaged")}</h3>
        <p className="mt-1 whitespace-pre-line text-ink">{claim.description}</p>
      </div>
      {claim.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("photos")}>
          {claim.photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={t("photo", { number: index + 1 })}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {claim.guestNote && (
        <div>
          <h3 className="font-semibold text-ink">{t("guestWords")}</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{claim.guestNote}</p>
        </div>
      )}
      {claim.decisionReason && (
        <div>
          <h3 className="font-semibold text-ink">{t("decision")}</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{claim.decisionReason}</p>
        </div>
      )}
      {claim.failure && <p className="text-danger">{claim.failure}</p>}
    </div>
  );
}
