import { z } from "zod";

// A storefront's look (README "Logo, colour, and switching a storefront off"): its brand colour,
// the accent behind white text on the header's and buttons' highlights, and where its logo is
// served. Pure: the service stores, the routes and components read.

/** The logo route's path prefix (app/routes/images.logo.$file.ts); under /images/ so the back office host shows it too. */
export const LOGO_PATH = "/images/logo/";

/** A stored logo's file name: its content hash and type, so a new logo is a new URL. */
export const LOGO_FILE = /^[a-f0-9]{32}\.(svg|png)$/;

/** The largest logo file taken (issue 29 §1: "at most a few MB"). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export function logoPath(file: string) {
  return `${LOGO_PATH}${file}`;
}

/** The PNG of a logo, for og:image and mails: the logo itself, or the one drawn from an SVG logo beside it. */
export function logoPngPath(file: string) {
  return logoPath(file.replace(/\.svg$/, ".png"));
}

/** WCAG 2.x: text and what it stands on need at least 4.5:1 (success criterion 1.4.3, normal text). */
export const MIN_CONTRAST = 4.5;

/** The relative luminance of an sRGB colour "#rrggbb" (WCAG 2.x definition). */
export function relativeLuminance(hex: string) {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on this colour, 1 to 21. */
export function contrastWithWhite(hex: string) {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** A colour as the form takes it: "#rrggbb" or "#rgb", any letter case; stored as lower-case "#rrggbb". */
export const brandColourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Give the colour as a hex value such as #2f6b3a.")
  .transform((value) => {
    const lower = value.toLowerCase();
    return lower.length === 4 ? `#${lower[1]}${lower[1]}${lower[2]}${lower[2]}${lower[3]}${lower[3]}` : lower;
  })
  .refine(
    (hex) => contrastWithWhite(hex) >= MIN_CONTRAST,
    (hex) => ({
      message: `White text on ${hex} has a contrast of ${contrastWithWhite(hex).toFixed(2)}:1, below the ${MIN_CONTRAST}:1 that makes it readable: choose a darker colour.`,
    }),
  );

/** What the back office's look room shows of one storefront and lists of the others. */
export interface LookPageData {
  storefronts: { department: string; name: string; enabled: boolean }[];
  department: string;
  name: string;
  isDefault: boolean;
  enabled: boolean;
  logo: string | null;
  brandColour: string | null;
}

/** A refused change of the look room: the message, at its field when it has one. */
export interface LookRefusal {
  message?: string;
  errors?: { logo?: string; colour?: string };
  values?: { colour: string };
}
