/**
 * How long a staff password must be at least (the spec's 6): the sign-up, reset, invitation and account forms and
 * the API's schemas check it.
 */
export const PASSWORD_MIN_LENGTH = 6
