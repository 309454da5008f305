// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

const variants = ["default", "destructive", "outline", "secondary", "ghost", "link", "care"] as const;
const sizes = ["default", "sm", "lg"] as const;

/**
 * The smallest box the element's classes allow, in px. jsdom applies no stylesheet, so this reads
 * Tailwind's sizing utilities (one spacing step is 0.25rem, 4 px at the 16 px root); the browser
 * tests measure the real boxes on every page.
 */
function minimumBox(element: HTMLElement) {
  const steps = (prefixes: string[]) =>
    Math.max(
      0,
      ...element.className
        .split(/\s+/)
        .map((name) => name.match(new RegExp(`^(?:${prefixes.join("|")})-(\\d+(?:\\.\\d+)?)$`))?.[1])
        .filter((value) => value !== undefined)
        .map((value) => Number(value) * 4),
    );
  return { width: steps(["min-w", "w", "size"]), height: steps(["min-h", "h", "size"]) };
}

describe("Button", () => {
  for (const variant of variants) {
    it.each(sizes)(`${variant} at size %s is a button named by its text, at least 44 px tall`, (size) => {
      render(
        <Button variant={variant} size={size}>
          Book a visit
        </Button>,
      );
      const button = screen.getByRole("button", { name: "Book a visit" });
      expect(minimumBox(button).height).toBeGreaterThanOrEqual(44);
    });
  }

  it("at icon size is a square of at least 44 px, named by its label", () => {
    render(
      <Button size="icon" aria-label="Close menu">
        <svg aria-hidden="true" />
      </Button>,
    );
    const { width, height } = minimumBox(screen.getByRole("button", { name: "Close menu" }));
    expect(width).toBeGreaterThanOrEqual(44);
    expect(height).toBeGreaterThanOrEqual(44);
  });

  it("looks like a link in the link variant: underlined", () => {
    render(<Button variant="link">Read more</Button>);
    expect(screen.getByRole("button", { name: "Read more" }).className.split(/\s+/)).toContain("underline");
  });

  it("when disabled, cannot be pressed and shows it", async () => {
    const onClick = vi.fn<() => void>();
    render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Sending..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // A visible difference, not only a colour that some cannot tell apart.
    expect(button.className).toMatch(/\bdisabled:(opacity|cursor)-/);
  });

  it("with asChild renders its link, with the button's size, and no button", () => {
    render(
      <Button asChild variant="care" size="lg">
        <a href="/contact">Contact us</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact us" });
    expect(link.getAttribute("href")).toBe("/contact");
    expect(minimumBox(link).height).toBeGreaterThanOrEqual(44);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps the caller's classes and attributes", () => {
    render(
      <Button type="submit" className="w-full">
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.className.split(/\s+/)).toContain("w-full");
  });
});
