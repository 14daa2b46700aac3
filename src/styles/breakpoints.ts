/*
 * The breakpoints that scripts share with stylesheets. Stylesheets cannot read these constants:
 * their `@media` rules repeat the widths, and tests/unit/styles/breakpoints.test.ts fails when
 * the two disagree.
 */

/** The layout's one breakpoint, also the fixed viewport width of pages not laid out for phones. */
export const WIDE_LAYOUT_MIN_WIDTH = 1300;

/**
 * From the fixed viewport's width a responsive page has room for the wide layout (the filters'
 * side column, the header's row of saving links): the stylesheets' `@media (min-width: 1300px)`
 * and `@media (max-width: 1299px)` rules.
 */
export const WIDE_LAYOUT_QUERY = `(min-width: ${WIDE_LAYOUT_MIN_WIDTH}px)`;

/** From this width the login page has room for its images beside the form; below, it shows none. */
export const LOGIN_IMAGES_MIN_WIDTH = 1000;

export const LOGIN_IMAGES_QUERY = `(min-width: ${LOGIN_IMAGES_MIN_WIDTH}px)`;
