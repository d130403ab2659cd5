import http from "node:http";
import https from "node:https";
import sharp from "sharp";
import { request } from "./http";
import { ADMIN, ADMIN_ORIGIN } from "./staff";

// Pictures in the tests (README "Pictures"): real pictures made with sharp, and their upload as a
// browser's multipart form sends one or several files.

export type Upload = { name: string; type: string; content: Buffer | string };

/** A small picture of one colour: a JPEG, or a PNG with transparency. */
export function makePicture(format: "jpeg" | "png", color: { r: number; g: number; b: number }, width = 320, height = 240) {
  const alpha = format === "png";
  const canvas = sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { ...color, alpha: 0.5 } : color } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** A multipart body with the fields and files under one field name. */
export function multipartFiles(fields: Record<string, string>, field: string, files: Upload[]) {
  const boundary = `----lumera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      Buffer.from(file.content),
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts files to a picture form of the back office as the signed-in `cookie`. */
export function uploadFiles(
  baseUrl: string,
  path: string,
  cookie: string,
  field: string,
  files: Upload[],
  fields: Record<string, string> = { intent: "upload" },
) {
  const { body, contentType } = multipartFiles(fields, field, files);
  return request(baseUrl, path, {
    host: ADMIN,
    method: "POST",
    headers: { ...ADMIN_ORIGIN, "Content-Type": contentType, "Content-Length": String(body.length), Cookie: cookie },
    body,
  });
}

/**
 * Posts a body in 64 kB pieces and stops writing once answered: a server refusing a large
 * upload (413, the app or nginx) cuts the connection a moment after its answer while this side
 * may still be writing, which is no error here.
 */
export function postStreamed(baseUrl: string, path: string, options: { host: string; ca?: string; headers: Record<string, string>; body: Buffer }) {
  const url = new URL(baseUrl);
  const secure = url.protocol === "https:";
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    let answered = false;
    const req = (secure ? https : http).request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: { Host: options.host, "Content-Length": String(options.body.length), ...options.headers },
        ...(secure ? { ca: options.ca, servername: options.host, agent: false } : {}),
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        const answer = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        res.on("end", answer);
        res.on("error", answer);
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    let at = 0;
    const write = () => {
      while (!answered) {
        if (at >= options.body.length) return void req.end();
        const piece = options.body.subarray(at, at + 64 * 1024);
        at += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
    };
    write();
  });
}

/** Uploads files to the back office as postStreamed sends them (for a body a server may refuse before it is read). */
export function uploadStreamed(baseUrl: string, path: string, cookie: string, field: string, files: Upload[]) {
  const { body, contentType } = multipartFiles({ intent: "upload" }, field, files);
  return postStreamed(baseUrl, path, { host: ADMIN, headers: { ...ADMIN_ORIGIN, "Content-Type": contentType, Cookie: cookie }, body });
}
