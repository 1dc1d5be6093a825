import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may hold: text structure, links and pictures we host. Everything else
 * is dropped with its markup (scripts, styles and iframes with their content too).
 */
const SANITISE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // rel and target are ours (transformTags), whatever the writer put there.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links leave the site without our referrer or any power over this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  // Pictures only from our own uploads: an outside picture would track readers.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOurUpload(frame.attribs.src ?? ''),
};

/** `/uploads/<path>` without `..` segments: a file of our uploads. */
export function isOurUpload(path: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._/-]+$/.test(path) && !path.split('/').includes('..');
}

/** An article body as it is stored and served: sanitised once, when written. */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITISE_OPTIONS).trim();
}

/** Whether sanitised HTML still says anything (text or a picture). */
export function hasContent(html: string): boolean {
  return /<img\s/.test(html) || sanitizeHtml(html, { allowedTags: [] }).trim().length > 0;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Paragraphs of plain text (a leading "## " makes a subheading) as article HTML. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => {
      const escaped = paragraph.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
      return escaped.startsWith('## ') ? `<h2>${escaped.slice(3)}</h2>` : `<p>${escaped}</p>`;
    })
    .join('\n');
}
