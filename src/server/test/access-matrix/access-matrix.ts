import { ADMIN_ROWS } from './access-matrix-admin';
import { GATE_ROWS } from './access-matrix-gate';
import { MEMBER_ROWS } from './access-matrix-member';
import type { MatrixRow } from './access-matrix-parts';
import { PUBLIC_ROWS } from './access-matrix-public';

/**
 * The access matrix: every operation of the OpenAPI document → the status each caller gets
 * for a well-formed request to an existing record. access-matrix.test.ts walks the document, so a
 * route added without a row here fails the suite ("no row for POST /api/X").
 */
export const ACCESS_MATRIX: Record<string, MatrixRow> = {
  ...PUBLIC_ROWS,
  ...MEMBER_ROWS,
  ...ADMIN_ROWS,
  ...GATE_ROWS,
};
