/**
 * The one keyboard focus style every interactive component uses. Not `outline-none`: in
 * Tailwind 4 that sets the outline style to none, which would also hide this ring.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus';
