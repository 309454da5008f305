import { Link } from "~/components/ui/link";
import type { GuideContent } from "~/features/care-guide/content";
import { topicPath } from "~/features/care-guide/recommend";

const linkClass = "inline-flex min-h-11 items-center text-lg font-bold text-primary underline";

/**
 * The guide's main needs as links to the prerendered result pages, for visitors without
 * JavaScript (routes/care-guide.tsx shows it only when scripting is off).
 */
export function NeedLinks({ content }: { content: GuideContent }) {
  const { noScript, questions, topics } = content;
  return (
    <div className="mx-auto max-w-3xl">
      <h2 className="text-3xl">{noScript.title}</h2>
      <p className="mt-3 text-lg">{noScript.text}</p>
      <ul className="mt-6 grid gap-2">
        {questions.need.choices.map((choice) =>
          choice.value === "condition" ? (
            <li key={choice.value}>
              <p className="mt-2 text-lg font-bold">{noScript.conditionsLabel}</p>
              <ul className="mt-1 grid gap-1 border-l-4 border-primary-tint pl-4">
                {questions.condition.choices.map((condition) => (
                  <li key={condition.value}>
                    <Link to={topicPath(condition.value, topics)} className={linkClass}>
                      {condition.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={choice.value}>
              <Link to={topicPath(choice.value, topics)} className={linkClass}>
                {choice.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
