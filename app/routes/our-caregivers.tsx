import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Our Caregivers",
    description: "This page is being written: it will explain Our Caregivers for families choosing care at home in Singapore.",
    path: "/our-caregivers",
  });

export default function OurCaregivers() {
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Our Caregivers</h1>
    </div>
  );
}
