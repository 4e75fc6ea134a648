/**
 * What the code step answers on any failure, with 401: nothing tells which part was wrong. Its own module so that
 * the sign-in page can show it without loading the schemas (zod).
 */
export const INVALID_TWO_FACTOR_CODE = 'Invalid or expired authentication code'
