// Consent banner.
const consent = {
  title: "Cookies and privacy",
  text: "We use necessary cookies to run the shop. With your permission we also use functional cookies (tag manager, notifications, trust badge) and statistics cookies that help us improve the shop. You can change your choice at any time under Cookie settings at the bottom of the page.",
  purposes: "Purposes",
  necessary: "Necessary",
  necessaryText: "keep the cart, login and your choices; always on.",
  functional: "Functional",
  functionalText: "tag manager, push notifications and the trust badge.",
  statistics: "Statistics",
  statisticsText: "anonymous measurements of how the shop is used.",
  rejectAll: "Reject all",
  save: "Save choices",
  acceptAll: "Accept all",
  settingsLink: "Cookie settings",
};

export default consent;
