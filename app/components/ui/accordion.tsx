import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("rounded-[var(--radius-card)] border border-border bg-surface", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header asChild>
      <h3>
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex min-h-14 w-full items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-4 text-left text-lg font-bold hover:bg-primary-tint",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-6 shrink-0 text-primary transition-transform group-data-[state=open]:rotate-180" />
        </AccordionPrimitive.Trigger>
      </h3>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className={cn("px-5 pb-5 text-lg", className)} {...props}>
      {children}
    </AccordionPrimitive.Content>
  );
}
