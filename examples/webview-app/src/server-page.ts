/** The script element that carries the data a server render loaded, for the page to hydrate with. */
export const SERVER_DATA_ID = 'lendview-data';

/**
 * The digest the server gives a screen whose data failed there or did not come in time: the
 * browser renders that screen itself (and shows a failure with its retry), which is expected,
 * not a fault to report.
 */
export const LEFT_TO_BROWSER = 'lendview:left-to-browser';
