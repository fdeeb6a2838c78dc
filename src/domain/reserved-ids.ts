/**
 * The internal client and user that the Insert Bill payment selects leave out (spec section 5),
 * and that the server refuses there too.
 */
export const EXCLUDED_CLIENT_ID = 1;
export const EXCLUDED_USER_ID = 1;
