import { parseArticle } from "~/lib/article";

/** Renders a post's text: headings, paragraphs and lists, all as plain text. */
export function ArticleBody({ source }: { source: string }) {
  return (
    <div className="prose-measure grid gap-5 text-lg">
      {parseArticle(source).map((block, index) => {
        switch (block.kind) {
          case "h2":
            return (
              <h2 key={index} className="mt-6 text-2xl">
                {block.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={index} className="mt-2 text-xl">
                {block.text}
              </h3>
            );
          case "p":
            return <p key={index}>{block.text}</p>;
          case "ul":
            return (
              <ul key={index} className="grid list-disc gap-2 pl-7 marker:text-primary">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={index} className="grid list-decimal gap-2 pl-7 marker:font-bold marker:text-primary">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
        }
      })}
    </div>
  );
}
