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
  // Picture addresses are then checked against our uploads (`exclusiveFilter`).
  allowedSchemesByTag: { img: ['https', 'http'] },
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
};

/**
 * Where our uploads live: `/uploads/` on the embedded storage, and the bucket's public address
 * when uploads go to S3 (`S3_PUBLIC_URL`).
 */
export function uploadBases(s3PublicUrl: string | undefined): string[] {
  return ['/uploads/', ...(s3PublicUrl ? [`${s3PublicUrl.replace(/\/+$/, '')}/uploads/`] : [])];
}

/** A file of our uploads: under one of `bases`, a plain path without `..` segments. */
export function isOurUpload(address: string, bases: readonly string[]): boolean {
  const base = bases.find((prefix) => address.startsWith(prefix));
  if (!base) return false;
  const rest = address.slice(base.length);
  return /^[A-Za-z0-9._/-]+$/.test(rest) && !rest.split('/').includes('..');
}

/**
 * An article body as it is stored and served: sanitised once, when written. Pictures only from
 * our own uploads (`bases`): an outside picture would track readers.
 */
export function sanitiseArticleHtml(html: string, bases: readonly string[]): string {
  return sanitizeHtml(html, {
    ...SANITISE_OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOurUpload(frame.attribs.src ?? '', bases),
  }).trim();
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
