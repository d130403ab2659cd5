import { Link } from "@remix-run/react";
import { useHref } from "~/utils/shop";

export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  const href = useHref();
  return (
    <nav aria-label="breadcrumbs" className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>{index < items.length - 1 ? <Link to={href(item.path)}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
