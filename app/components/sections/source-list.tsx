/** The reputable sources a page's health facts rest on. */
export function SourceList({ sources }: { sources: readonly { name: string; url: string }[] }) {
  return (
    <aside aria-label="Sources" className="prose-measure rounded-[var(--radius-card)] border border-border bg-surface p-6">
      <h2 className="text-xl">Sources</h2>
      <ul className="mt-3 grid gap-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-primary underline">
              {source.name}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
