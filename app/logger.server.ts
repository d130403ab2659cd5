import { type Logger, pino } from "pino";
import { getEnv } from "./env.server";
import { currentRequestId } from "./request-context.server";

const LOGGER_KEY = Symbol.for("storefront.logger");
type GlobalWithLogger = typeof globalThis & { [LOGGER_KEY]?: Logger };

/**
 * One pino logger for the process: JSON lines on stdout (DESIGN.md: logs an operator can ship).
 * A line written while a request is answered carries its id (reqId).
 */
export function getLogger(): Logger {
  const g = globalThis as GlobalWithLogger;
  g[LOGGER_KEY] ??= pino({
    level: getEnv().LOG_LEVEL,
    base: undefined,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  });
  return g[LOGGER_KEY];
}
