// Where a customer's newsletter choice was made. The GDPR asks the shop to show when and how a
// person agreed (Art. 7(1)); each place the shop sets the flag names itself with one of these.

export const NEWSLETTER_SOURCES = ["registration", "checkout", "profile", "api"] as const;

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The newsletter choice and where it was made; `at` and `source` are null for choices made before they were recorded. */
export interface NewsletterConsent {
  subscribed: boolean;
  at: string | null;
  source: NewsletterSource | null;
}
