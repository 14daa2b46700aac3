/**
 * The back office's endpoints of this section (docs/back-office.md). Schemas:
 * ./schemas/partners.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
export {};
