/**
 * `%text%` for LIKE/ILIKE with the text's own wildcards (`%`, `_`) and backslashes taken literally:
 * backslash is PostgreSQL's default LIKE escape, so no ESCAPE clause is needed.
 */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
