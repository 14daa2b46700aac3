/**
 * React DOM's entry points, from a module of the `framework` chunk (vite.config.ts). The bundler
 * runs a CommonJS package's body where a module first imports it: imported by the entry, React
 * DOM's body ran in the entry's task; imported here, it runs in the framework's, a task ahead
 * (docs/performance.md, "Where the first screens' main thread goes").
 */
export { flushSync } from 'react-dom';
export { createRoot, hydrateRoot, type Root } from 'react-dom/client';
