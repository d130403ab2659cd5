import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ADMIN_LAYOUT_FILE, ADMIN_PAGES } from "~/lib/route-table";

// The back office's pages show what shoppers typed, so every loader of the back office returns
// its data through adminPage (staff-auth.server.ts: control characters as visible escapes).
// This test reads the loader of every room in the route table — a new room as soon as it has its
// row — and names each `return` that does not. Also allowed: data(adminPage(…), init), a
// redirect or a Response (a file, no page data), null, and a call to a function of the same
// module whose own returns are allowed.

const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;
const isFunctionNode = (node: ts.Node): node is FunctionNode =>
  ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node);

/** The expressions a function returns; not those of the functions written inside it. */
function returnedExpressions(fn: FunctionNode) {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionNode(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

function unwrap(expression: ts.Expression) {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return e;
}

const calleeName = (e: ts.Expression | undefined) => (e && ts.isCallExpression(e) && ts.isIdentifier(e.expression) ? e.expression.text : null);

/** The module's own functions by name: declarations and `const name = (…) => …`. */
function moduleFunctions(source: ts.SourceFile) {
  const found = new Map<string, FunctionNode>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
        found.set(d.name.text, d.initializer);
    }
  }
  return found;
}

/** The returns of `fn` that do not pass their data through adminPage, as "line: return …". */
function unescapedReturns(source: ts.SourceFile, fn: FunctionNode, seen = new Set<FunctionNode>([fn])): string[] {
  const functions = moduleFunctions(source);
  const problems: string[] = [];
  for (const returned of returnedExpressions(fn)) {
    const e = unwrap(returned);
    const name = calleeName(e);
    if (
      e.kind === ts.SyntaxKind.NullKeyword ||
      name === "adminPage" ||
      name === "redirect" ||
      (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "Response") ||
      (name === "data" && calleeName(unwrap((e as ts.CallExpression).arguments[0])) === "adminPage")
    ) {
      continue;
    }
    const local = name ? functions.get(name) : undefined;
    if (local) {
      if (!seen.has(local)) problems.push(...unescapedReturns(source, local, seen.add(local)));
      continue;
    }
    const { line } = source.getLineAndCharacterOfPosition(returned.getStart(source));
    problems.push(`${line + 1}: return ${returned.getText(source)}`);
  }
  return problems;
}

/** What is wrong with a module's loader: its unescaped returns, or a loader this test cannot read. */
function loaderProblems(fileName: string, text: string) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === "loader") return unescapedReturns(source, statement);
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === "loader")) {
      const init = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === "loader")!.initializer;
      return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ? unescapedReturns(source, init)
        : ["the loader is not a function this test can read"];
    }
  }
  return /\bloader\b/.test(text) ? ["a loader this test cannot find (export it as `export async function loader`)"] : [];
}

describe("the back office's loaders", () => {
  const files = [ADMIN_LAYOUT_FILE, ...ADMIN_PAGES.map((p) => p.file)];

  it("return their data through adminPage, every one of them", () => {
    expect(files.length).toBeGreaterThan(15);
    const problems = Object.fromEntries(
      files.map((file) => [file, loaderProblems(file, readFileSync(path.join(appDir, file), "utf8"))] as const).filter(([, found]) => found.length > 0),
    );
    expect(problems).toEqual({});
  });

  it("a return that skips adminPage is named, in the loader or in a helper it returns", () => {
    const sample = [
      "export async function loader() {",
      "  if (a) return adminPage({ ok: 1 });",
      "  if (b) return data(adminPage({}), { status: 404 });",
      '  if (c) return redirect("/admin");',
      "  if (d) return closed();",
      "  if (e) return data({ raw: 1 });",
      "  const rows = [1].map((r) => {",
      "    return r;",
      "  });",
      "  return { raw: rows };",
      "}",
      "const closed = () => data({ closed: true });",
    ].join("\n");
    expect(loaderProblems("routes/sample.tsx", sample)).toEqual([
      "12: return data({ closed: true })",
      "6: return data({ raw: 1 })",
      "10: return { raw: rows }",
    ]);
  });
});
