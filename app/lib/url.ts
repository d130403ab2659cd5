/** decodeURIComponent that answers null instead of throwing on malformed input ("%E0%A4%A"). */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
