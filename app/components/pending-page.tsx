import { useLoaderData } from "@remix-run/react";
import { storeMeta } from "~/utils/page-meta";

interface PendingData {
  title: string;
  text: string;
  siteName: string;
}

// transactional pages: the storefront's metadata with the page's title, never indexed
export const pendingMeta = storeMeta;

export function PendingPage() {
  const { title, text } = useLoaderData() as PendingData;
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </div>
  );
}
