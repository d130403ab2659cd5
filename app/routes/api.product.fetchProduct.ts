import { apiError } from "~/utils/api.server";

// Being built in issue 3.
export async function loader() {
  return apiError(404, ["not available yet"]);
}
