/**
 * The back office's endpoints of this section (docs/back-office.md). Schemas:
 * ./schemas/news.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
export {};
