/** The script element that carries the data a server render loaded, for the page to hydrate with. */
export const SERVER_DATA_ID = 'lendview-data';

/**
 * The digest the server gives a screen whose data request failed there: the browser renders that
 * screen itself (and shows the failure with its retry), which is expected, not a fault to report.
 */
export const SERVER_DATA_FAILED = 'lendview:data-failed';
