/**
 * The largest value a PostgreSQL `integer` holds. Every whole number a request carries into a query
 * (page numbers, budget bounds in cents) is capped here, so a larger one answers 400 with words
 * rather than reaching the database as an out-of-range error (ADR 014).
 */
export const PG_INTEGER_MAX = 2_147_483_647;

export const tooLarge = (label: string) => `${label} must be at most ${PG_INTEGER_MAX}`;
