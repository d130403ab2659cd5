import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

interface PendingData {
  title: string;
  text: string;
  siteName: string;
}

export const pendingMeta: MetaFunction = ({ data }) => {
  const page = data as PendingData | undefined;
  return page ? [{ title: `${page.title} | ${page.siteName}` }, { name: "robots", content: "noindex" }] : [];
};

export function PendingPage() {
  const { title, text } = useLoaderData() as PendingData;
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </div>
  );
}
