/** The layout's one breakpoint, also the fixed viewport width of pages not laid out for phones. */
export const WIDE_LAYOUT_MIN_WIDTH = 1300;

/**
 * From the fixed viewport's width a responsive page has room for the wide layout (the filters'
 * side column, the header's row of saving links). Stylesheets cannot read this constant: their
 * `@media (min-width: 1300px)` rules are this same breakpoint and change with it.
 */
export const WIDE_LAYOUT_QUERY = `(min-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

/**
 * From this width the login page has room for its images beside the form (global.css, whose
 * `@media (min-width: 1000px)` rules are this same breakpoint); below, it shows none.
 */
export const LOGIN_IMAGES_QUERY = '(min-width: 1000px)';
