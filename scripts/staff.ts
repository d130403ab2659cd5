// npm run staff -- <command>: staff accounts of the back office (README "Staff accounts").
//
//   add EMAIL --role ROLE     a new account (owner, manager, support); the password is the first
//                             line of standard input, or asked twice without echo on a terminal
//   list                      every account: role, disabled or not, second factor; never a hash
//   disable EMAIL             the account can no longer sign in
//   reset-2fa EMAIL           a lost authenticator: the second factor is set up again at the next sign-in
//   summary                   the morning summary of what waits, now, to the staff who chose it
//
// It opens the database the server uses (DATABASE_URL / DATA_DIR) and runs the migrations first,
// as the order desk does. Each change is one transaction with its audit_log row, by
// "command:<os user>". Bad arguments, an unknown address or a refused account: one line on
// stderr, exit code 1, nothing changed. In the container: node build/scripts/staff.js …
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { NewStaffProblem } from "~/lib/staff-account";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { isEmailAddress, terminalText } from "~/lib/shopper-text";
import { isStaffRole, ROLE_SUMMARY, STAFF_ROLES } from "~/lib/staff-roles";
import { sendMorningSummary } from "~/services/staff-notify.server";
import { addStaff, disableStaff, findStaffByEmail, listStaff, resetSecondFactor, type StaffMember } from "~/services/staff.server";
import { osUserName } from "./os-user";

// the services log JSON lines on stdout: the command prints its own
process.env.LOG_LEVEL ??= "warn";

const USAGE = "usage: npm run staff -- add EMAIL --role owner|manager|support | list | disable EMAIL | reset-2fa EMAIL | summary";
const HELP = [
  USAGE,
  "",
  "  add EMAIL --role ROLE   a new staff account; the password is the first line of standard input,",
  "                          or asked twice (not shown) when run on a terminal",
  "  list                    every account with its role, whether it is disabled, its second factor",
  "  disable EMAIL           the account can no longer sign in",
  "  reset-2fa EMAIL         forget the account's authenticator and recovery codes: set up again at the next sign-in",
  "  summary                 mail the morning summary of what waits now, to the staff who chose it on their account page",
  "",
  "roles:",
  ...STAFF_ROLES.map((role) => `  ${role.padEnd(8)} ${ROLE_SUMMARY[role]}`),
].join("\n");

/** A problem the operator must fix: one line on stderr, exit code 1. */
class CommandError extends Error {}

const PROBLEMS: Record<NewStaffProblem | "emailTaken" | "notRedeemed", (email: string) => string> = {
  // only an invitation's acceptance redeems anything (the back office); the command never does
  notRedeemed: () => "the invitation was used already",
  emailInvalid: (email) => `"${email}" is not an e-mail address`,
  emailTaken: (email) => `${email} already has a staff account: nothing changed`,
  role: () => `--role must be one of ${STAFF_ROLES.join(", ")}`,
  tooShort: () => `the password is too short: at least ${PASSWORD_MIN} characters`,
  tooLong: () => `the password is too long: at most ${PASSWORD_MAX} characters`,
  common: () => "the password is one of the most common passwords: choose another",
  sameAsEmail: () => "the password is the e-mail address: choose another",
};

const COMMANDS = ["add", "list", "disable", "reset-2fa", "summary"] as const;
const isCommand = (word: string): word is (typeof COMMANDS)[number] => (COMMANDS as readonly string[]).includes(word);

type Parsed =
  | { command: "help" }
  | { command: "list" }
  | { command: "summary" }
  | { command: "disable"; email: string }
  | { command: "reset-2fa"; email: string }
  | { command: "add"; email: string; role: string };

function parse(argv: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { role: { type: "string" }, help: { type: "boolean", short: "h" } } });
  } catch (error) {
    throw new CommandError(`${(error as Error).message.split("\n")[0]}; ${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  const { role, help } = parsed.values;
  if (help || command === "help") return { command: "help" };
  if (!command) throw new CommandError(USAGE);
  if (!isCommand(command)) throw new CommandError(`unknown command "${command}"; ${USAGE}`);
  if (command !== "add" && role !== undefined) throw new CommandError(`${command} takes no --role; ${USAGE}`);
  if (command === "list" || command === "summary") {
    if (rest.length > 0) throw new CommandError(`${command} takes no e-mail address; ${USAGE}`);
    return { command };
  }
  if (rest.length !== 1) throw new CommandError(`${command} needs one e-mail address; ${USAGE}`);
  const email = rest[0];
  if (command === "disable") return { command, email };
  if (command === "reset-2fa") return { command, email };
  if (role === undefined) throw new CommandError(`add needs --role ${STAFF_ROLES.join("|")}; ${USAGE}`);
  if (!isStaffRole(role)) throw new CommandError(`--role must be one of ${STAFF_ROLES.join(", ")} (got "${role}")`);
  if (!isEmailAddress(email.trim())) throw new CommandError(PROBLEMS.emailInvalid(email));
  return { command, email, role };
}

/** Who ran the command, for the audit log. */
function commandActor() {
  return `command:${osUserName()}`;
}

/** Piped in (a file, a secret store, `printf … |`): the first line of standard input, without its line break. */
async function firstLineOfInput() {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let first: string | undefined;
  for await (const line of lines) {
    first = line;
    break;
  }
  lines.close();
  process.stdin.destroy();
  if (!first) throw new CommandError("no password: give it on the first line of standard input");
  return first;
}

/** Asks on the terminal with echo off (raw mode): Enter ends it, Backspace erases, Ctrl-C or Ctrl-D gives up. */
function askHidden(prompt: string) {
  const input = process.stdin;
  return new Promise<string>((resolve, reject) => {
    let typed = "";
    const finish = (error?: CommandError) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === "\r" || c === "\n") return finish();
        if (c === "\u0003" || (c === "\u0004" && typed === "")) return finish(new CommandError("cancelled: nothing changed"));
        if (c === "\u007f" || c === "\b") typed = [...typed].slice(0, -1).join("");
        else if (c === "\u0015")
          typed = ""; // Ctrl-U: start again
        else if (c >= " ") typed += c;
      }
    };
    process.stderr.write(prompt);
    input.setEncoding("utf8");
    input.setRawMode(true);
    input.resume();
    input.on("data", onData);
  });
}

async function readPassword(email: string) {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const password = await askHidden(`Password for ${terminalText(email)}: `);
  if (password === "") throw new CommandError("no password given: nothing changed");
  if ((await askHidden("The same password again: ")) !== password) throw new CommandError("the two passwords differ: nothing changed");
  return password;
}

const say = (line: string) => console.log(terminalText(line));
const when = (iso: string) => iso.replace("T", " ").slice(0, 16);

function describeSecondFactor(s: StaffMember) {
  if (s.secondFactor === "none") return "2FA not set up";
  if (s.secondFactor === "pending") return "2FA being set up";
  return `2FA on, ${s.recoveryCodes} recovery code${s.recoveryCodes === 1 ? "" : "s"} left`;
}

async function run(argv: string[]) {
  const parsed = parse(argv);
  if (parsed.command === "help") return console.log(HELP);
  const { db } = getConnection();
  await migrateToLatest(db);
  const actor = commandActor();

  if (parsed.command === "list") {
    const staff = await listStaff(db);
    if (staff.length === 0) return say("No staff accounts. Add the first: npm run staff -- add EMAIL --role owner");
    const width = Math.max(...staff.map((s) => s.email.length));
    for (const s of staff) {
      const state = s.disabledAt ? `disabled ${when(s.disabledAt)}` : "active";
      say([s.email.padEnd(width), s.role.padEnd(7), state.padEnd(25), describeSecondFactor(s).padEnd(34), `added ${when(s.createdAt)}`].join("  ").trimEnd());
    }
    return say(`${staff.length} staff account${staff.length === 1 ? "" : "s"}`);
  }

  if (parsed.command === "summary") {
    const mailed = await sendMorningSummary(db);
    return say(
      mailed === 0 ? "Nobody chose the morning summary: no mail sent." : `Morning summary mailed to ${mailed} staff account${mailed === 1 ? "" : "s"}.`,
    );
  }

  if (parsed.command === "add") {
    const { email, role } = parsed;
    // refused before the password is asked for, not after it was typed twice (addStaff checks again)
    if (await findStaffByEmail(db, email)) throw new CommandError(PROBLEMS.emailTaken(email.trim().toLowerCase()));
    const result = await addStaff(db, { email, role, password: await readPassword(email) }, actor);
    if (!result.ok) throw new CommandError(PROBLEMS[result.problem](email));
    return say(`Added ${result.staff.email} (${result.staff.role}); the second factor is set up at the first sign-in.`);
  }

  if (parsed.command === "disable") {
    const result = await disableStaff(db, parsed.email, actor);
    if (result.kind === "unknown") throw new CommandError(`no staff account ${parsed.email}`);
    if (result.kind === "already") return say(`${result.staff.email} was already disabled (${when(result.staff.disabledAt!)}): nothing changed.`);
    if (result.kind === "lastOwner") throw new CommandError(`${result.staff.email} is the last owner who can sign in: add another owner first`);
    return say(`${result.staff.email} is disabled: it can no longer sign in.`);
  }

  const { email } = parsed;
  const result = await resetSecondFactor(db, email, actor);
  if (result.kind === "unknown") throw new CommandError(`no staff account ${email}`);
  if (result.kind === "none") return say(`${result.staff.email} has no second factor set up: nothing changed.`);
  say(`${result.staff.email}: authenticator and recovery codes forgotten; the second factor is set up again at the next sign-in.`);
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  process.exitCode = 1;
  console.error(terminalText(error instanceof CommandError ? error.message : `staff: ${(error as Error).message}`));
} finally {
  await closeConnection();
}
