// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

afterEach(cleanup);

const entries = [
  { heading: "How long does admission take?", body: "Usually two to four weeks." },
  { heading: "Can families visit?", body: "Yes, every day." },
];

describe("Accordion", () => {
  it("renders each question as a level-3 heading, all closed, with the answers in the HTML", () => {
    const { container } = render(<Accordion entries={entries} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      entries.map((entry) => entry.heading),
    );
    expect(container.querySelectorAll("details[open]")).toHaveLength(0);
    expect(container.textContent).toContain("Usually two to four weeks.");
  });

  it("groups its items under one name, so the browser keeps one open, and two lists apart", () => {
    const { container } = render(
      <>
        <Accordion entries={entries} />
        <Accordion entries={entries} />
      </>,
    );
    const names = [...container.querySelectorAll("details")].map((details) => details.getAttribute("name"));
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toBe(names[3]);
    expect(names[2]).not.toBe(names[0]);
  });

  it("puts the question in the summary, the control a keyboard reaches", () => {
    const { container } = render(<Accordion entries={entries} />);
    const summaries = [...container.querySelectorAll("details > summary:first-child")];
    expect(summaries.map((summary) => summary.textContent)).toEqual(entries.map((entry) => entry.heading));
  });
});

describe("Accordion with something after an answer", () => {
  it("shows it inside the answer, after the answer's paragraph", () => {
    const withLink = [{ heading: "How much does it cost?", body: "It depends.", after: <a href="/costs">More on costs</a> }];
    const { container } = render(<Accordion entries={withLink} />);
    const link = screen.getByRole("link", { name: "More on costs" });
    expect(container.querySelector("details")?.contains(link)).toBe(true);
    expect(container.querySelector("details p")?.textContent).toBe("It depends.");
    expect(container.querySelector("details p + a")).toBe(link);
  });
});
