/**
 * The article's body. The server sanitised it when it was written (a whitelist of tags, links
 * with rel=noopener, pictures only from our uploads), and the page's content security policy
 * allows no inline script, so its HTML is shown as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="article-body"
      className="article-body flex flex-col gap-4 text-base leading-relaxed text-slate-800"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
