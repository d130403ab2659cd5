// npm run shop -- <command>: a merchant's own shop without a line of SQL (README "Starting empty").
//
//   storefront add DEPARTMENT --name NAME --domain DOMAIN [--prefix PREFIX]
//                             a storefront of one of the spec's nine departments; its language,
//                             currency, rate, routes, gift presets and rounding come from the
//                             department's template, nothing of the demo; the first is the default
//   storefront list           the storefronts, in order
//   warehouse add CODE NAME [--days N]
//                             a warehouse: the catalogue file's stock_CODE column fills it
//   warehouse list            the warehouses
//
// It opens the database the server uses (DATABASE_URL / DATA_DIR) and runs the migrations first,
// as the staff command does. Each change is one transaction with its audit_log row, by
// "command:<os user>". Bad input: one line on stderr, exit code 1, nothing changed.
// In the container: node build/scripts/shop.js …
import { parseArgs } from "node:util";
import { closeConnection, getConnection } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { terminalText } from "~/lib/shopper-text";
import { DEPARTMENTS, storefrontProblemText, warehouseProblemText } from "~/lib/storefront-setup";
import { addStorefront, addWarehouse, listStorefrontRows, listWarehouses } from "~/services/storefront-setup.server";
import { osUserName } from "./os-user";

// the services log JSON lines on stdout: the command prints its own
process.env.LOG_LEVEL ??= "warn";

const USAGE =
  'usage: npm run shop -- storefront add DEPARTMENT --name "NAME" --domain DOMAIN [--prefix sl|hr|hu|en] | storefront list | warehouse add CODE "NAME" [--days N] | warehouse list';
const HELP = [
  USAGE,
  "",
  "  storefront add DEPARTMENT   a storefront of your own; DEPARTMENT is one of " + DEPARTMENTS.join(" "),
  "                              (its language, currency and routes come from it); the first added is the default",
  "  storefront list             the storefronts: department, name, address, language, currency",
  "  warehouse add CODE NAME     a warehouse (delivery --days, 1 unless given); import stock into its stock_CODE column",
  "  warehouse list              the warehouses",
].join("\n");

/** A problem the operator must fix: one line on stderr, exit code 1. */
class CommandError extends Error {}

type Parsed =
  | { command: "help" }
  | { command: "storefront list" }
  | { command: "warehouse list" }
  | { command: "storefront add"; department: string; name: string; domain: string; prefix: string | null }
  | { command: "warehouse add"; code: string; name: string; days: number };

function parse(argv: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: "string" },
        domain: { type: "string" },
        prefix: { type: "string" },
        days: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message.split("\n")[0]}; ${USAGE}`);
  }
  const [noun, verb, ...rest] = parsed.positionals;
  const { name, domain, prefix, days, help } = parsed.values;
  if (help || noun === "help") return { command: "help" };
  if (noun !== "storefront" && noun !== "warehouse") throw new CommandError(noun ? `unknown command "${noun}"; ${USAGE}` : USAGE);
  if (verb !== "add" && verb !== "list") throw new CommandError(`${noun} needs add or list; ${USAGE}`);
  const given = Object.entries({ name, domain, prefix, days }).filter(([, value]) => value !== undefined);
  const allowed = verb === "list" ? [] : noun === "storefront" ? ["name", "domain", "prefix"] : ["days"];
  const stray = given.find(([option]) => !allowed.includes(option));
  if (stray) throw new CommandError(`${noun} ${verb} takes no --${stray[0]}; ${USAGE}`);
  if (verb === "list") {
    if (rest.length > 0) throw new CommandError(`${noun} list takes nothing more; ${USAGE}`);
    return { command: `${noun} list` };
  }
  if (noun === "storefront") {
    if (rest.length !== 1) throw new CommandError(`storefront add needs one department (${DEPARTMENTS.join(", ")}); ${USAGE}`);
    if (name === undefined || domain === undefined) throw new CommandError(`storefront add needs --name and --domain; ${USAGE}`);
    return { command: "storefront add", department: rest[0], name, domain, prefix: prefix ?? null };
  }
  if (rest.length !== 2) throw new CommandError(`warehouse add needs a code and a name; ${USAGE}`);
  const dayCount = days === undefined ? 1 : /^\d+$/.test(days) ? Number(days) : NaN;
  return { command: "warehouse add", code: rest[0], name: rest[1], days: dayCount };
}

const say = (line: string) => console.log(terminalText(line));

async function run(argv: string[]) {
  const parsed = parse(argv);
  if (parsed.command === "help") return console.log(HELP);
  const { db } = getConnection();
  await migrateToLatest(db);
  const actor = `command:${osUserName()}`;

  if (parsed.command === "storefront list") {
    const rows = await listStorefrontRows(db);
    if (rows.length === 0) return say('No storefronts: the shop shows "being set up". Add one: npm run shop -- storefront add su --name "…" --domain …');
    for (const s of rows) {
      const address = `${s.domain}${s.prefix ? `/${s.prefix}/` : "/"}`;
      say([s.department.padEnd(4), s.name.padEnd(30), address.padEnd(30), s.iso, s.currency_code, s.is_default === 1 ? "default" : ""].join("  ").trimEnd());
    }
    return say(`${rows.length} storefront${rows.length === 1 ? "" : "s"}`);
  }

  if (parsed.command === "warehouse list") {
    const rows = await listWarehouses(db);
    if (rows.length === 0) return say('No warehouses. Add one: npm run shop -- warehouse add CODE "Name"');
    for (const w of rows)
      say([w.code.padEnd(6), (w.names.en ?? Object.values(w.names)[0] ?? "").padEnd(30), `${w.days} day${w.days === 1 ? "" : "s"}`].join("  "));
    return say(`${rows.length} warehouse${rows.length === 1 ? "" : "s"}`);
  }

  if (parsed.command === "storefront add") {
    const { command: _, ...input } = parsed;
    const result = await addStorefront(db, input, actor);
    if (!result.ok) throw new CommandError(storefrontProblemText(result.problem, input));
    const s = result.storefront;
    return say(
      `Added ${s.department} "${s.name}" at http://${s.domain}${s.prefix ? `/${s.prefix}/` : "/"}${result.isDefault ? " (the default storefront)" : ""}; no bank account yet, so no bank transfer.`,
    );
  }

  const { command: _, ...input } = parsed;
  const result = await addWarehouse(db, input, actor);
  if (!result.ok) throw new CommandError(warehouseProblemText(result.problem, input));
  say(
    `Added warehouse ${result.warehouse.code} "${result.warehouse.name}" (${result.warehouse.days} delivery day${result.warehouse.days === 1 ? "" : "s"}): the catalogue file's stock_${result.warehouse.code} column fills it.`,
  );
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  process.exitCode = 1;
  console.error(terminalText(error instanceof CommandError ? error.message : `shop: ${(error as Error).message}`));
} finally {
  await closeConnection();
}
