import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout; the router's scroll restoration calls this.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
