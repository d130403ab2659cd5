import type { TOptions } from "i18next";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "~/lib/message-keys";

/** A message by its key; a key that does not exist in the messages fails `npm run typecheck`. */
export type T = (key: MessageKey, options?: TOptions) => string;

/** The page's translation function (react-i18next's), typed by the message keys. */
export function useT(): T {
  return useTranslation().t as T;
}
