import type { ReactNode } from "react";
import { Card, type CardProps } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/types";

interface ContactCardProps {
  icon: IconName;
  title: string;
  /** A sentence under the title. */
  text?: string;
  tone?: CardProps["tone"];
  /** The way to get in touch: a link or a button. */
  children: ReactNode;
}

/** One way to reach the care team: an icon, a title, a line of text, then the link itself. */
export function ContactCard({ icon, title, text, tone, children }: ContactCardProps) {
  return (
    <Card as="li" tone={tone}>
      <Icon name={icon} className="size-8 text-primary" />
      <h3 className="mt-3 text-xl">{title}</h3>
      {text && <p className="mt-2">{text}</p>}
      {children}
    </Card>
  );
}
