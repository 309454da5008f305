import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { useLocalise } from "~/i18n/context";

/**
 * React Router's links, with a path inside the site turned into the same page in the shown
 * page's language: content names English paths ("/costs"), and on a Chinese page the link leads
 * to "/zh/costs".
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const localise = useLocalise();
  return <RouterLink to={typeof to === "string" ? localise(to) : to} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const localise = useLocalise();
  return <RouterNavLink to={typeof to === "string" ? localise(to) : to} {...props} />;
}

/**
 * A plain link (a phone number, an address on another site): what a sentence's tag becomes when
 * the words inside come from the sentence (components/ui/message.tsx gives it its children).
 */
export function Anchor({ children, ...props }: ComponentProps<"a">) {
  return <a {...props}>{children}</a>;
}
