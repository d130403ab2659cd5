import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./server";

// The W3C Nu Html Checker (vnu-jar, pinned in package.json: its rules are the tests' contract),
// run once over many documents. Remix streams its scripts after </html>, so each document is cut
// there, as a checker reading the page would see it.

const VNU_JAR = path.join(ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The document as a checker reads it: everything up to and including </html>. */
export function documentPart(html: string) {
  const end = html.indexOf("</html>");
  return end === -1 ? html : html.slice(0, end + "</html>".length);
}

/** The checker's errors for each document ("label:line: message — extract"); empty when all are valid. */
export async function htmlErrors(documents: { label: string; html: string }[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, { label, html }] of documents.entries()) {
      const file = path.join(dir, `${String(index).padStart(3, "0")}-${label.replace(/\W+/g, "-").slice(0, 80)}.html`);
      writeFileSync(file, documentPart(html));
      files.set(`file:${file}`, label);
    }
    const { stderr } = await run("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failed: { stderr: string }) => failed);
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    return messages
      .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 160)}` : ""}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
