/**
 * Every endpoint of the back office's API, section by section (docs/back-office.md), for the
 * server, the back office's app and the tests. Each section's module exports endpoints only; its
 * schemas live in ./schemas/.
 */
export * from './offers';
export * from './services-plus';
export * from './articles';
export * from './partners';
export * from './users';
export * from './theme-tree';
export * from './branding';
export * from './audit';
export * from './emails';
export * from './session';
export * from './second-factor';
export * from './statistics';
