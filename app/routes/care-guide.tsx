import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Care Guide",
    description: "This page is being written: it will explain Care Guide for families choosing care at home in Singapore.",
    path: "/care-guide",
  });

export default function CareGuide() {
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Care Guide</h1>
    </div>
  );
}
