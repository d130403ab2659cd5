import sharp from "sharp";
import { request } from "./http";
import { ADMIN, ADMIN_ORIGIN } from "./staff";

// Pictures in the tests (README "Pictures"): real pictures made with sharp, and their upload as a
// browser's multipart form sends one or several files.

export type Upload = { name: string; type: string; content: Buffer | string };

/** A small picture of one colour: a JPEG, or a PNG with transparency. */
export function makePicture(format: "jpeg" | "png", color: { r: number; g: number; b: number }, width = 320, height = 240) {
  const alpha = format === "png";
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { ...color, alpha: 0.5 } : color } })
    [format]()
    .toBuffer();
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
