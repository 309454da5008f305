// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

describe("router error fallback", () => {
  it("is titled 'Unexpected Application Error' and offers the way home", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { error: new Error("boom"), params: {}, loaderData: undefined, actionData: undefined } as unknown as Parameters<
      typeof ErrorBoundary
    >[0];
    render(<ErrorBoundary {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
