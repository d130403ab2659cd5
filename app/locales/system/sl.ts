import type { Messages } from "../en";

// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "Niste povezani",
  offlineText: "Te strani brez povezave ni mogoče naložiti. Preverite internetno povezavo in poskusite znova.",
  offlineRetry: "Poskusi znova",
  newVersion: "Na voljo je nova različica trgovine.",
  newVersionReload: "Osveži",
} satisfies Messages["system"];

export default system;
