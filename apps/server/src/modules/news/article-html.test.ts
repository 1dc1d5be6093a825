import { describe, expect, it } from 'vitest';
import { isOurUpload, paragraphsToHtml, sanitiseArticleHtml, uploadBases } from './article-html';

const disk = uploadBases(undefined);
const s3 = uploadBases('https://cdn.tifo.example.com/');

describe('article bodies', () => {
  it('keeps structure and drops scripts, handlers, styles and frames', () => {
    expect(
      sanitiseArticleHtml(
        '<h2 style="color:red">Title</h2><p onclick="x()">A <script>alert(1)</script><b>b</b></p>' +
          '<iframe src="https://x"></iframe><style>p{}</style><svg><script>1</script></svg>',
        disk,
      ),
    ).toBe('<h2>Title</h2><p>A <b>b</b></p>');
  });

  it('keeps links to http(s) only, opened away from the page', () => {
    expect(
      sanitiseArticleHtml(
        '<a href="javascript:alert(1)">x</a><a href="https://ok.example/a">ok</a><a href="//evil">pr</a>',
        disk,
      ),
    ).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>' +
        '<a href="https://ok.example/a" rel="noopener noreferrer nofollow" target="_blank">ok</a>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">pr</a>',
    );
  });

  it('keeps pictures of our uploads only, on disk or in the S3 bucket', () => {
    const pictures =
      '<img src="/uploads/2026/11/a.png" alt="a"><img src="https://tracker.example/p.gif">' +
      '<img src="/uploads/../secrets/app-secret"><img src="https://cdn.tifo.example.com/uploads/2026/11/b.jpg">';
    expect(sanitiseArticleHtml(pictures, disk)).toBe(
      '<img src="/uploads/2026/11/a.png" alt="a" />',
    );
    expect(sanitiseArticleHtml(pictures, s3)).toBe(
      '<img src="/uploads/2026/11/a.png" alt="a" /><img src="https://cdn.tifo.example.com/uploads/2026/11/b.jpg" />',
    );
    expect(isOurUpload('https://cdn.tifo.example.com/uploads/x/../../y.png', s3)).toBe(false);
    expect(isOurUpload('https://cdn.tifo.example.com.evil.example/uploads/y.png', s3)).toBe(false);
  });

  it('turns the demo paragraphs into escaped HTML with subheadings', () => {
    expect(paragraphsToHtml(['## Why <it> matters', 'Tom & "Jerry"'])).toBe(
      '<h2>Why &lt;it&gt; matters</h2>\n<p>Tom &amp; &quot;Jerry&quot;</p>',
    );
  });
});
