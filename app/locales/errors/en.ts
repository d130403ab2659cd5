// English error page messages: part of en.ts, and what the root shows when it has no storefront
// (its loader failed) and so no messages of its own.
const errors = {
  notFoundTitle: "Page not found",
  notFoundDescription: "The page you are looking for does not exist or has moved. Try searching for what you need.",
  goneTitle: "This product is no longer sold",
  goneDescription: "We no longer sell the product at this address. Search for something similar or look at what we recommend.",
  tooManyRequestsTitle: "Too many requests",
  tooManyRequests: "You have sent too many requests in a short time. Please wait a moment and try again.",
  generalTitle: "Something went wrong",
  general: "An unexpected error occurred. Please try again in a moment.",
  code: "Error {{code}}",
  backHome: "Back to the home page",
};

export default errors;
