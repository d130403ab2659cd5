// Offline page and new-version notice (service worker, new versions).
const system = {
  offlineTitle: "You are offline",
  offlineText: "This page cannot be loaded without a connection. Check your internet connection and try again.",
  offlineRetry: "Try again",
  newVersion: "A new version of the shop is available.",
  newVersionReload: "Reload",
};

export default system;
