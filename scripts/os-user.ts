import os from "node:os";

/** Who runs an operator's command (the order desk's history, the audit log): the OS user's name. */
export function osUserName() {
  let user: string | undefined;
  try {
    user = os.userInfo().username;
  } catch {
    user = process.env.USER;
  }
  return user || "unknown";
}
