/** Spec §8: what the sign-in screens say when something other than the auth service fails. */
export const unexpectedError = 'An unexpected error occurred';
