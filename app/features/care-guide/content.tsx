import { type ReactNode, createContext, useContext } from "react";
import type { Content } from "~/i18n/content.server";

/**
 * The guide's words in the page's language, composed at build time and given to the page as page
 * data: the questions and their answers, the screens' words, and the suggestions with each
 * service's name. The answers' values, the slugs and the service paths are the same in every language.
 */
export type GuideContent = Content<"care-guide">;

const GuideContext = createContext<GuideContent | null>(null);

export function GuideContentProvider({ content, children }: { content: GuideContent; children: ReactNode }) {
  return <GuideContext value={content}>{children}</GuideContext>;
}

export function useGuideContent(): GuideContent {
  const content = useContext(GuideContext);
  if (!content) throw new Error("useGuideContent: no GuideContentProvider above this component");
  return content;
}
