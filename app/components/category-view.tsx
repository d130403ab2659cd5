import type { CategoryPageData } from "~/services/category.server";

export function CategoryView({ data }: { data: CategoryPageData }) {
  return (
    <div className="container page">
      <h1>{data.name}</h1>
    </div>
  );
}
