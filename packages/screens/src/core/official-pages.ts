/**
 * The official site's static pages (spec 2.1), each at `/{name}`: the official pages screen and
 * the path table (`SCREEN_PATHS`) read them here. A module of its own, so the screen does not
 * import the path table.
 */
export const OFFICIAL_PAGES = ['About', 'User', 'Contact', 'Policy', 'Loan'] as const;
