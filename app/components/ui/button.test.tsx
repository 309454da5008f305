// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

afterEach(cleanup);

const variants = ["default", "destructive", "outline", "secondary", "ghost", "link", "care"] as const;
const sizes = ["default", "sm", "lg", "icon"] as const;

describe("Button", () => {
  it.each(variants)("renders the %s variant with its own look", (variant) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.className).toBe(buttonVariants({ variant }));
  });

  it("gives every variant a different look", () => {
    const looks = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(looks).size).toBe(variants.length);
  });

  it.each(sizes)("size %s is at least 44 px tall", (size) => {
    // min-h-11 = 44 px, min-h-12 = 48 px, min-h-14 = 56 px, size-12 = 48 px square.
    expect(buttonVariants({ size })).toMatch(/\b(min-h-(11|12|14)|size-12)\b/);
  });

  it("renders its child link instead of a button with asChild", () => {
    render(
      <Button asChild variant="care">
        <a href="/contact">Contact</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link.getAttribute("href")).toBe("/contact");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
