/**
 * The back office's endpoints of this section (docs/back-office.md). Schemas:
 * ./schemas/users.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
export {};
