import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Care Guide Result",
    description: "This page is being written: it will suggest services for one main need, for families choosing care at home.",
    path: "/care-guide",
  });

export default function CareGuideResult() {
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Care Guide Result</h1>
    </div>
  );
}
