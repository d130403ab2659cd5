import { spawn } from "node:child_process";
import path from "node:path";

// The demo of a first start is seeded by a child process: generating 2,000
// products with their pictures takes some 150 MB that glibc's malloc does not give back, and
// the serving process would keep it for its whole life. The child runs the seed command
// (scripts/db-seed.ts --if-empty: nothing when the shop has storefronts already) and exits; its
// log lines go where the server's go. The server waits for it before it takes requests.

export interface FirstStartSeed {
  /** the app's folder (the parent of build/) */
  root: string;
  /** true when the server runs compiled (build/server.js): the seed is then build/scripts/db-seed.js */
  compiled: boolean;
  products: number;
}

/** Seeds the demo when the database has no storefronts; resolves when the child has exited well. */
export function seedInChildProcess({ root, compiled, products }: FirstStartSeed): Promise<void> {
  const entry = compiled ? path.join(root, "build", "scripts", "db-seed.js") : path.join(root, "scripts", "db-seed.ts");
  const child = spawn(process.execPath, [...nodeOptions(compiled), entry, "--if-empty", "--products", String(products)], {
    cwd: root,
    env: process.env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`seeding the demo failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * The server's own node options (the heap cap) for the child, without the modules it was told
 * to load first (a test's stand-in for Stripe listens on a port: a second copy could not);
 * from source, tsx's loader.
 */
function nodeOptions(compiled: boolean) {
  const options: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    if (/^--(import|require|loader|experimental-loader)$/.test(argv[i])) i++;
    else if (!/^--(import|require|loader|experimental-loader)=/.test(argv[i])) options.push(argv[i]);
  }
  return compiled ? options : [...options, "--import", "tsx"];
}
