import { type MouseEvent, type ReactNode, useCallback } from "react";
import { useNavigate } from "react-router";
import { useLocalise } from "~/i18n/context";
import { Link } from "./link";
import { cn } from "~/lib/cn";
import type { SectionState } from "~/lib/scroll";
import { type ButtonLook, buttonVariants } from "./button";

/**
 * Navigates to `path`; once the new page has rendered, the root layout waits 100 ms and scrolls
 * smoothly to the section `id`, waiting for it if the page is still loading.
 * The usual jump to the top of a new page is skipped: the section scroll takes its place, and on
 * the page already shown it glides from where the reader is rather than from the top.
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const localise = useLocalise();
  return useCallback(
    (path: string, id: string) => {
      const state: SectionState = { section: id };
      return navigate(localise(path), { state, preventScrollReset: true });
    },
    [navigate, localise],
  );
}

interface SectionLinkProps extends Omit<ButtonLook, "className"> {
  children: ReactNode;
  /** Page that holds the section. */
  path?: string;
  /** Id of the section to scroll to. */
  section?: string;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link that runs the consultation flow: to the home page's contact section by default.
 * It is a real link to "/#contact", so it still works before JavaScript has loaded.
 */
export function SectionLink({
  children,
  path = "/",
  section = "contact",
  variant = "care",
  size,
  className,
  onNavigate,
}: SectionLinkProps) {
  const goToSection = useGoToSection();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    void goToSection(path, section);
  };
  return (
    <Link to={`${path}#${section}`} onClick={handleClick} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </Link>
  );
}
