import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Costs",
    description: "This page is being written: it will explain Costs for families choosing care at home in Singapore.",
    path: "/costs",
  });

export default function Costs() {
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Costs</h1>
    </div>
  );
}
