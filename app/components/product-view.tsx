import type { ProductPageData } from "~/services/product.server";

export function ProductView({ data }: { data: ProductPageData }) {
  return (
    <div className="container page">
      <h1>{data.product.name}</h1>
    </div>
  );
}
