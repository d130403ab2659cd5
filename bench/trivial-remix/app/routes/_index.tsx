import { useLoaderData } from "@remix-run/react";

export const loader = () => ({ n: 42 });

export default function Index() {
  const { n } = useLoaderData<typeof loader>();
  return <p>{n}</p>;
}
