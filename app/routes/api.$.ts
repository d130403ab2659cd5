import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api.server";

// An API path that does not exist answers in the API's error shape, not with an HTML page.
export async function loader({ request }: LoaderFunctionArgs) {
  return apiError(404, [`Page Not Found: ${new URL(request.url).pathname}`]);
}

export async function action({ request }: ActionFunctionArgs) {
  return apiError(404, [`Page Not Found: ${new URL(request.url).pathname}`]);
}
