// Without zod, for the browser's root bundle.
/** The longest page path (with its query) a page view may name. */
export const PAGE_VIEW_PATH_MAX_LENGTH = 500;
