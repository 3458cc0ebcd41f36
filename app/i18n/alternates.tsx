import { usePageLanguage } from "./react.tsx";

/**
 * The page in each language, for search engines (<link rel="alternate" hreflang>): English at the
 * spec's path, the others under their prefix, x-default the English one (decision 3800).
 */
export function AlternateLanguages() {
  const alternates = usePageLanguage()?.alternates;
  if (!alternates?.length) return null;
  return (
    <>
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
