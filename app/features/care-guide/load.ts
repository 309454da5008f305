import type { careGuide, questions, serviceNames, timeSuggestions, topics } from "~/content/care-guide";
import { contentIn } from "~/i18n/content";
import type { Lang } from "~/i18n/languages";
import type { GuideContent } from "./content";

/** The guide's words in `lang`, for the care-guide routes' loaders (build time only). */
export async function loadGuideContent(lang: Lang): Promise<GuideContent> {
  const [questionList, guide, names, forTime, topicList] = await Promise.all([
    contentIn<typeof questions>(lang, "care-guide", "questions"),
    contentIn<typeof careGuide>(lang, "care-guide", "careGuide"),
    contentIn<typeof serviceNames>(lang, "care-guide", "serviceNames"),
    contentIn<typeof timeSuggestions>(lang, "care-guide", "timeSuggestions"),
    contentIn<typeof topics>(lang, "care-guide", "topics"),
  ]);
  return { questions: questionList, careGuide: guide, serviceNames: names, timeSuggestions: forTime, topics: topicList };
}
