// Passwords attackers try first (the head of the public breach-corpus top lists, lower-cased,
// only those of 8+ characters matter since shorter ones are refused anyway). A small list
// kept in code: it stops the guesses a credential-stuffing run starts with.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "12345678", "123456789", "1234567890", "12341234", "123123123", "11111111", "00000000", "87654321",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx",
  "asdfghjk", "asdfghjkl", "asdf1234", "abcd1234", "abc12345", "abcdefgh", "aa123456", "a1234567",
  "iloveyou", "iloveyou1", "sunshine", "princess", "football", "baseball", "welcome1", "welcome123",
  "letmein1", "letmein123", "trustno1", "superman", "starwars", "whatever", "computer", "michelle",
  "jennifer", "corvette", "mercedes", "mustang1", "dragon123", "monkey123", "shadow123", "master123",
  "changeme", "admin123", "administrator", "secret123", "default1", "internet", "samsung1", "linkedin",
  "geslo123", "lozinka1", "lozinka123", "jelszo123", "passwort", "passwort1", "password!", "qwertz123",
  "qwertzuiop", "ljubezen", "volimte1", "slovenija", "hrvatska", "magyarorszag", "osterreich", "italia123",
  "lumera123", "lumera2024", "lumera2025", "lumera2026",
]);
