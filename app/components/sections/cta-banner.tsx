import type { ReactNode } from "react";
import type { Action } from "~/content/types";
import { ActionButton } from "./action-button";

interface CtaBannerProps {
  title: string;
  text: string;
  actions: readonly Action[];
  children?: ReactNode;
}

/** Closing call to action of a page: one heading, one sentence, the next steps. */
export function CtaBanner({ title, text, actions, children }: CtaBannerProps) {
  return (
    <section aria-label={title} data-print="hide" className="py-12 md:py-20">
      <div className="container-page">
        <div className="rounded-card bg-accent-tint px-6 py-10 text-center md:px-12">
          <h2 className="text-3xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            {actions.map((action) => (
              <ActionButton key={action.label} action={action} />
            ))}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
