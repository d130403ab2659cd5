import http from "node:http";
import https from "node:https";
import { MISSING_MARK } from "~/lib/messages";

// HTTP (or HTTPS through a test's reverse proxy) with a chosen Host header (fetch may not set
// Host), redirects not followed.

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the body as it came, for a file (a PDF) */
  bytes: Buffer;
  json: <T = any>() => T;
}

export interface HttpOptions {
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** HTTPS: the certificate to trust (a test's self-signed one), and the name to ask for (SNI) */
  ca?: string;
}

export function request(baseUrl: string, path: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const url = new URL(baseUrl);
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? "GET",
        headers: { ...(options.host ? { Host: options.host } : {}), ...options.headers },
        // a connection of its own: Node's shared agent keeps idle connections 5 s, as long as the
        // server does, so a request after a pause of about that long could take one the server was
        // closing that moment ("socket hang up")
        agent: false,
        ...(secure ? { ca: options.ca, servername: options.host ?? url.hostname } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        // the connection cut off before the whole answer (a server killed while answering)
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString("utf8");
          // every page a test reads is also checked for messages its route did not declare (app/lib/messages.ts)
          if (body.includes(MISSING_MARK)) reject(new Error(`${path} renders a message its page does not send: ${missingContext(body)}`));
          else resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytes, json: () => JSON.parse(body) });
        });
      },
    );
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** The Set-Cookie headers of a response, as a list. */
export function setCookies(res: HttpResponse): string[] {
  const header = res.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The value a response sets for a cookie; a cookie being cleared (`name=;`) does not count. */
export function cookieValue(res: HttpResponse, name: string) {
  const found = setCookies(res).find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found ? found.slice(name.length + 1).split(";")[0] : undefined;
}

/**
 * Where a test server's absolute URLs point for a storefront domain (mail links, canonical,
 * sitemaps): the configured public scheme (http by default) and, for plain http without a
 * PUBLIC_PORT, the port the server listens on; never the Host a request claimed.
 */
export function publicOrigin(baseUrl: string, domain: string) {
  return `http://${domain}:${new URL(baseUrl).port}`;
}

function missingContext(body: string) {
  const at = body.indexOf(MISSING_MARK);
  return body.slice(Math.max(0, at - 200), at + 40).replace(/\s+/g, " ");
}
