/** The header's element id: reaching into it brings its code before the load event (decision 4030). */
export const SITE_HEADER_ID = "site-header";
