import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/utils/staff-auth.server";

export const meta: MetaFunction = () => [{ title: "Start · Back office" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireStaff(request, context, "orders.read");
  return { email: session.staff.email };
}

export default function AdminHome() {
  const { email } = useLoaderData<typeof loader>();
  return <h1>Welcome, {email}</h1>;
}
