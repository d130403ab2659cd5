// Where a customer's newsletter choice was made. The GDPR asks the shop to show when and how a
// person agreed (Art. 7(1)); each place the shop sets the flag names itself with one of these.

export const NEWSLETTER_SOURCES = ["registration", "checkout", "profile", "api"] as const;

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The words a form showed beside the choice, in the shopper's language (none: the API's caller shows its own). */
export interface ConsentWords {
  lang: string;
  text: string;
}

/** One choice, given or withdrawn, as recorded (newsletter_consent). */
export interface NewsletterChoice {
  subscribed: boolean;
  at: string;
  source: NewsletterSource;
  lang: string | null;
  text: string | null;
}

/**
 * The newsletter choice and where it was made; `at` and `source` are null for choices made before
 * they were recorded. `history`: every choice since the words were recorded too, newest first.
 */
export interface NewsletterConsent {
  subscribed: boolean;
  at: string | null;
  source: NewsletterSource | null;
  history: NewsletterChoice[];
}
