// Serves the trivial Remix app's production build with Express and compression, as the shop
// serves its own (PORT from the environment). Started by scripts/bench.ts.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, "build", "index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/build", express.static(path.join(here, "public", "build"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => console.log(`listening on ${server.address().port}`));
