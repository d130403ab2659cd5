import { createContext, useContext } from "react";

// The CSP nonce of this response, for Remix's inline scripts. Empty in the browser, which
// hides nonce attributes from scripts anyway.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
