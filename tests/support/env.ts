import { afterAll } from "vitest";

// Every integration file runs in one process (vitest.config.ts: one fork), so a variable of
// process.env that a file set for itself stayed set for the files after it, and for the servers
// and commands they start with process.env. A file sets one through here, at its top level: the
// variable is put back as it was (or removed) once the file's tests are done.

/** Sets `name` to `value` for this test file's tests alone. */
export function setEnvForFile(name: string, value: string) {
  const before = process.env[name];
  process.env[name] = value;
  afterAll(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}
