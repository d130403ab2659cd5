// A session as the services see it (spec §4: a guest or an auth token), without the code that
// issues and checks tokens (sessions.server.ts): the cart, wishlist, checkout and order services
// only need to know whose request it is.

export type TokenType = "guest" | "auth";

export interface SessionToken {
  id: number;
  type: TokenType;
  customerId: number | null;
  guestEmail: string | null;
}
