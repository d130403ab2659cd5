// The other baseline of `npm run bench`: bare Express answering "hello" (PORT from the environment).
import express from "express";

const app = express();
app.disable("x-powered-by");
app.get("*", (_req, res) => res.send("hello"));
const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => console.log(`listening on ${server.address().port}`));
